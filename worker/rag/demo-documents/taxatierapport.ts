/** Fictitious valuation report (demo library). */
export const fileName = "Taxatierapport_Lindelaan_8_Utrecht.md";
export const category = "Taxatierapport";
export const content = `# Taxatierapport woonhuis Lindelaan 8, Utrecht

Samenvatting van een fictief taxatierapport, demonstratiemateriaal van Adviesdesk. Opdrachtgever: J. Visser. Doel van de taxatie: verkrijgen van hypothecaire financiering.

## Kerngegevens

| Onderdeel | Waarde |
| --- | --- |
| Marktwaarde (vrij van huur en gebruik) | € 465.000 |
| Marktwaarde na verbouwing | € 495.000 |
| Executiewaarde | niet vermeld (geen verplicht onderdeel) |
| Waardepeildatum | 10 december 2025 |
| Datum rapport | 15 december 2025 |
| Taxateur | R. Smit, RT, ingeschreven NRVT |
| Validatie | gevalideerd door een erkend validatie-instituut |

## Object

Tussenwoning uit 1934 met een gebruiksoppervlakte wonen van 118 m² op een perceel van 142 m² eigen grond. De woning heeft drie slaapkamers, een badkamer op de eerste verdieping en een zolder met vaste trap. Er is geen sprake van erfpacht.

## Bouwkundige staat

De fundering is op staal en vertoont geen zichtbare scheurvorming. Het dak is in 2018 vernieuwd en verkeert in goede staat. De kozijnen aan de achterzijde vertonen houtrot en moeten binnen twee jaar worden vervangen; de taxateur schat de herstelkosten op € 8.500. Een bouwkundige keuring is niet uitgevoerd.

## Energie

Het huidige energielabel is D (geregistreerd in 2021). Na de voorgenomen verbouwing — spouwmuurisolatie, vloerisolatie, HR++-glas en een warmtepomp — verwacht de taxateur energielabel A. De geraamde verbouwingskosten bedragen € 38.000.

## Marktanalyse

In de wijk zijn in de afgelopen twaalf maanden vier vergelijkbare tussenwoningen verkocht voor bedragen tussen € 449.000 en € 482.000. De verkooptijd bedroeg gemiddeld 21 dagen. De taxateur beoordeelt de courantheid van de woning als goed.
`;
