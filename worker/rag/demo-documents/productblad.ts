/** Fictitious mortgage product sheet (demo library). */
export const fileName = "Productblad_Groen_Wonen_Hypotheek.md";
export const category = "Productinformatie";
export const content = `# Productblad Groen Wonen Hypotheek

Hollandse Hypotheekbank — fictief product, demonstratiemateriaal van Adviesdesk. Stand: januari 2026.

## Wat is de Groen Wonen Hypotheek?

De Groen Wonen Hypotheek is een annuïteiten- of lineaire hypotheek met een rentekorting voor woningen met een goed energielabel. Hoe zuiniger de woning, hoe lager de rente. Verbetert de klant het energielabel tijdens de looptijd, dan past de bank de korting aan op de eerstvolgende maand na ontvangst van het nieuwe label.

## Rentekorting per energielabel

| Energielabel | Rentekorting |
| --- | --- |
| A++++ en A+++ | 0,30 procentpunt |
| A++ en A+ | 0,25 procentpunt |
| A | 0,20 procentpunt |
| B | 0,10 procentpunt |
| C of lager | geen korting |

## Aflossen

Per kalenderjaar mag de klant 15% van de oorspronkelijke hoofdsom boetevrij extra aflossen. Aflossen bij verkoop van de woning, bij overlijden en na afloop van de rentevaste periode is altijd boetevrij. Boven de vrije ruimte berekent de bank een vergoeding voor het renteverschil.

## Verhuizen en meenemen

Bij verhuizing kan de klant de rente meenemen naar de nieuwe woning (rentemeeneemregeling), mits de nieuwe hypotheek binnen zes maanden na verkoop van de oude woning ingaat. Een hoger bedrag wordt gefinancierd tegen de actuele rente van dat moment.

## Voorwaarden

- De woning wordt zelf bewoond; verhuur is niet toegestaan zonder schriftelijke toestemming van de bank.
- Een opstalverzekering op basis van herbouwwaarde is verplicht.
- Het energielabel moet geregistreerd zijn bij de Rijksdienst voor Ondernemend Nederland en is bij de aanvraag niet ouder dan tien jaar.
- Minimale hypotheeksom: € 50.000. Maximale looptijd: 30 jaar.

## Kosten

De bank rekent geen afsluitkosten. De taxatiekosten, notariskosten en de kosten van het hypotheekadvies betaalt de klant zelf. Een offerte is zes weken geldig; verlenging met drie maanden kost eenmalig € 250.
`;
