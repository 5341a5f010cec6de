/** Fictitious employer's statement (demo library). */
export const fileName = "Werkgeversverklaring_J_Visser.md";
export const category = "Werkgeversverklaring";
export const content = `# Werkgeversverklaring

Model 2026. Alle gegevens zijn fictief en dienen als demonstratiemateriaal van Adviesdesk.

## Gegevens werkgever

| Veld | Waarde |
| --- | --- |
| Naam werkgever | Rivierland Logistiek B.V. |
| Vestigingsadres | Havenweg 12, 4131 NN Vianen |
| KvK-nummer | 12345678 |
| Contactpersoon | M. de Boer, HR-adviseur |

## Gegevens werknemer

| Veld | Waarde |
| --- | --- |
| Naam werknemer | J. Visser |
| Geboortedatum | 14 maart 1991 |
| Functie | Planner binnenvaart |
| In dienst sinds | 1 september 2022 |
| Soort dienstverband | Vast (onbepaalde tijd) |
| Proeftijd | Nee, verlopen |
| Arbeidsduur | 38 uur per week |

## Inkomen

| Onderdeel | Bedrag per jaar |
| --- | --- |
| Bruto jaarsalaris (exclusief toeslagen) | € 52.800 |
| Vakantietoeslag (8%) | € 4.224 |
| Vaste dertiende maand | € 4.400 |
| Onregelmatigheidstoeslag (vast, structureel) | € 2.150 |
| Totaal | € 63.574 |

## Verklaringen van de werkgever

De werknemer is niet in een proeftijd en er is geen sprake van een voornemen om het dienstverband te beëindigen. Het salaris is niet belast met loonbeslag of een looncessie. Er is geen sprake van een reorganisatie of faillissementsaanvraag die de werkgelegenheid van de werknemer raakt.

De onregelmatigheidstoeslag wordt structureel en maandelijks uitbetaald volgens het vaste rooster van de werknemer en is in de afgelopen drie jaar niet lager geweest dan het genoemde bedrag.

Datum: 6 januari 2026. Ondertekend door M. de Boer namens Rivierland Logistiek B.V.
`;
