/** Fictitious lender's acceptance conditions (demo library). */
export const fileName = "Acceptatievoorwaarden_Hollandse_Hypotheekbank_2026.md";
export const category = "Acceptatievoorwaarden";
export const content = `# Acceptatievoorwaarden Hollandse Hypotheekbank 2026

Versie 2026-1, geldig voor aanvragen vanaf 1 januari 2026. De Hollandse Hypotheekbank is een fictieve geldverstrekker; dit document is demonstratiemateriaal van Adviesdesk.

## 1. Algemeen

Deze voorwaarden gelden voor alle hypotheekaanvragen die via een erkend hypotheekadviseur worden ingediend. De bank toetst elke aanvraag aan de Tijdelijke regeling hypothecair krediet en aan de normen van het Nibud. Een aanvraag wordt alleen in behandeling genomen als het dossier compleet is.

## 2. Inkomen

Het toetsinkomen is het bruto jaarinkomen inclusief vakantiegeld en een vaste dertiende maand. Variabele looncomponenten zoals overwerk, provisie en onregelmatigheidstoeslag tellen mee voor het gemiddelde van de laatste drie kalenderjaren, maar nooit hoger dan het laatste jaar.

- Vast dienstverband: een werkgeversverklaring van maximaal drie maanden oud en een recente salarisstrook.
- Tijdelijk contract: het inkomen telt mee als de werkgeversverklaring een intentieverklaring bevat dat het contract wordt verlengd bij gelijkblijvende omstandigheden.
- Flexibel inkomen zonder intentieverklaring: een Inkomensbepaling Loondienst (IBL) via het UWV-verzekeringsbericht is verplicht.
- Zelfstandige ondernemers: de jaarcijfers van de laatste drie jaar en een inkomensverklaring van een erkende rekenexpert.

Een proeftijd mag niet meer van kracht zijn op de datum van de aanvraag, tenzij de werkgeversverklaring vermeldt dat de proeftijd wordt beëindigd of verlopen is vóór het passeren van de akte.

## 3. Maximale financiering

De hypotheek bedraagt maximaal 100% van de marktwaarde van de woning volgens het taxatierapport. Voor energiebesparende voorzieningen mag de financiering worden verhoogd tot 106% van de marktwaarde, mits de extra ruimte in een bouwdepot wordt gestort. De kosten koper (overdrachtsbelasting, notaris, advies en taxatie) worden niet gefinancierd en moeten uit eigen middelen worden betaald.

| Onderdeel | Maximum |
| --- | --- |
| Hypotheek ten opzichte van marktwaarde | 100% |
| Met energiebesparende voorzieningen | 106% |
| Aflossingsvrij leningdeel | 50% van de marktwaarde |
| Bouwdepot verbouwing | € 75.000 |

## 4. Het taxatierapport

Het taxatierapport moet zijn opgesteld door een taxateur die is ingeschreven in het Nederlands Register Vastgoed Taxateurs en gevalideerd door een erkend validatie-instituut. Het rapport is bij het uitbrengen van de offerte niet ouder dan zes maanden. Als de marktwaarde na verbouwing hoger is dan de huidige waarde, geldt de waarde na verbouwing alleen wanneer de verbouwingskosten volledig in het bouwdepot zijn opgenomen.

## 5. Rente en rentevaste periode

De bank biedt rentevaste periodes van 1, 5, 10, 20 en 30 jaar. De rente wordt vastgezet op de datum van de offerte en is drie maanden geldig. Bij een rentevaste periode korter dan tien jaar toetst de bank de maandlasten tegen de toetsrente van de AFM.

## 6. Nationale Hypotheek Garantie

Aanvragen met Nationale Hypotheek Garantie (NHG) krijgen een rentekorting van 0,60 procentpunt. De kostengrens en de borgtochtprovisie volgen de voorwaarden van de Stichting Waarborgfonds Eigen Woningen van het lopende jaar.

## 7. Afwijzing en bezwaar

Een afwijzing wordt binnen vijf werkdagen na ontvangst van het complete dossier schriftelijk aan de adviseur gemeld, met de reden. De adviseur kan binnen dertig dagen bezwaar maken met aanvullende stukken; de bank beslist binnen tien werkdagen op het bezwaar.
`;
