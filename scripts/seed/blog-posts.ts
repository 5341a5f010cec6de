/** Demo posts for the public blog: written for Dutch homebuyers and the expats among them. */
export interface SeedPost {
  id: string;
  slug: string;
  title: string;
  category: string;
  tags: string[];
  status: "published" | "draft";
  author: string;
  publishedAt: string | null;
  metaDescription: string;
  content: string;
}

export const seedPosts: SeedPost[] = [
  {
    id: "b10a0000-0000-4000-8000-000000000001",
    slug: "hoeveel-kun-je-lenen-in-2026",
    title: "Hoeveel kun je lenen in 2026? Zo werken de leennormen",
    category: "Mortgage",
    tags: ["leennormen", "hypotheek", "nibud", "toetsrente"],
    status: "published",
    author: "anna@adviesdesk.example",
    publishedAt: "2026-01-12T08:30:00.000Z",
    metaDescription:
      "Inkomen, toetsrente, energielabel en studieschuld: zo bepaalt een geldverstrekker in 2026 je maximale hypotheek.",
    content: `<p>Wie een huis wil kopen, wil vooral één ding weten: hoeveel kan ik lenen? Het antwoord hangt niet af van wat een bank zelf wil, maar van de leennormen die het Nibud elk jaar adviseert en die de overheid vastlegt in de Tijdelijke regeling hypothecair krediet. Elke geldverstrekker rekent met dezelfde basis.</p>
<h2>Twee grenzen: inkomen en woningwaarde</h2>
<p>Je maximale hypotheek is het <strong>laagste</strong> van twee bedragen:</p>
<ul>
<li><strong>Op basis van inkomen.</strong> Het Nibud bepaalt per inkomensniveau welk deel van je bruto inkomen je verantwoord aan rente en aflossing kunt besteden: de woonquote.</li>
<li><strong>Op basis van de woningwaarde.</strong> Je leent maximaal 100% van de marktwaarde uit het taxatierapport. Voor energiebesparende maatregelen mag dat tot 106% zijn.</li>
</ul>
<h2>De toetsrente</h2>
<p>Kies je een rentevaste periode korter dan tien jaar, dan toetst de bank niet met jouw rente maar met een vaste toetsrente die de AFM elk kwartaal vaststelt. Bij tien jaar of langer geldt de werkelijke rente. Een lange rentevaste periode levert daardoor soms méér leenruimte op, ook al is de rente hoger.</p>
<h2>Energielabel en studieschuld</h2>
<p>Een zuinig huis geeft extra leenruimte: hoe beter het energielabel, hoe hoger het bedrag dat bovenop de normale berekening mag. Een studieschuld telt juist mee als last. De bank rekent met het oorspronkelijke schuldbedrag en een weegfactor die afhangt van de rente op je studielening.</p>
<table>
<thead><tr><th>Onderdeel</th><th>Effect op je leenruimte</th></tr></thead>
<tbody>
<tr><td>Hoger bruto inkomen</td><td>Meer leenruimte, via een hogere woonquote</td></tr>
<tr><td>Rentevaste periode van 10 jaar of langer</td><td>Toetsing op de werkelijke rente</td></tr>
<tr><td>Energielabel A of beter</td><td>Extra bedrag bovenop de berekening</td></tr>
<tr><td>Studieschuld</td><td>Minder leenruimte, naar oorspronkelijk bedrag</td></tr>
</tbody>
</table>
<h2>Wat betekent dit voor jou?</h2>
<p>Een online rekenhulp geeft een eerste indruk, maar je werkelijke leenruimte hangt af van details: een tijdelijk contract met intentieverklaring, inkomen uit een eigen onderneming, een partner met een lager inkomen. Laat je adviseur de berekening maken op je eigen cijfers voordat je een bod uitbrengt. Zo weet je zeker dat je financieringsvoorbehoud niet nodig is.</p>`,
  },
  {
    id: "b10a0000-0000-4000-8000-000000000002",
    slug: "nationale-hypotheek-garantie-wat-levert-het-op",
    title: "Nationale Hypotheek Garantie: wat levert het je op?",
    category: "Finance",
    tags: ["nhg", "hypotheek", "rentekorting"],
    status: "published",
    author: "bram@adviesdesk.example",
    publishedAt: "2026-02-03T09:00:00.000Z",
    metaDescription:
      "Met NHG betaal je eenmalig een borgtochtprovisie en krijg je vaak een lagere rente. Wanneer loont het en wanneer niet?",
    content: `<p>De Nationale Hypotheek Garantie (NHG) is een vangnet voor jou én voor de geldverstrekker. Kun je door werkloosheid, arbeidsongeschiktheid, een scheiding of overlijden van je partner je hypotheek niet meer betalen en moet het huis met verlies worden verkocht? Dan kan de restschuld onder voorwaarden worden kwijtgescholden.</p>
<h2>Wat kost het?</h2>
<p>Je betaalt eenmalig een borgtochtprovisie over het hypotheekbedrag. Die kosten zijn fiscaal aftrekbaar in het jaar van aankoop. De kostengrens, het maximale hypotheekbedrag met NHG, wordt elk jaar aangepast aan de gemiddelde huizenprijs; met energiebesparende maatregelen ligt de grens hoger. Kijk voor het actuele bedrag altijd op de site van NHG.</p>
<h2>Wat levert het op?</h2>
<ul>
<li><strong>Rentekorting.</strong> Omdat het risico voor de bank kleiner is, is de rente met NHG meestal enkele tienden van een procent lager. Over dertig jaar is dat vaak een veelvoud van de borgtochtprovisie.</li>
<li><strong>Zekerheid bij tegenslag.</strong> Bij gedwongen verkoop met verlies hoef je de restschuld onder voorwaarden niet zelf te dragen.</li>
<li><strong>Hulp bij betalingsproblemen.</strong> NHG denkt mee over een oplossing voordat het zover komt.</li>
</ul>
<h2>Wanneer kies je er niet voor?</h2>
<p>Leen je boven de kostengrens, dan is NHG niet mogelijk. En wie veel eigen geld inbrengt, krijgt bij sommige geldverstrekkers zonder NHG al een vergelijkbare rente dankzij een lage risicoklasse. Vraag je adviseur beide varianten naast elkaar te zetten: maandlast, totale rentekosten en de borgtochtprovisie.</p>
<blockquote>Tip: ook bij verbouwen of verduurzamen kun je NHG aanvragen, mits het totale hypotheekbedrag onder de kostengrens blijft.</blockquote>`,
  },
  {
    id: "b10a0000-0000-4000-8000-000000000003",
    slug: "buying-your-first-home-in-the-netherlands",
    title: "Buying your first home in the Netherlands: a step-by-step guide",
    category: "Real Estate",
    tags: ["home-buying", "expats", "notary", "transfer-tax"],
    status: "published",
    author: "carla@adviesdesk.example",
    publishedAt: "2026-02-20T10:15:00.000Z",
    metaDescription:
      "From your first viewing to the keys at the notary: the steps, the costs and the conditions every first-time buyer in the Netherlands should know.",
    content: `<p>The Dutch housing market moves fast and follows its own rules. Knowing the order of steps before you start viewing saves you from costly surprises, especially if this is your first purchase or you have recently moved to the country.</p>
<h2>1. Know your budget before you view</h2>
<p>Ask a mortgage adviser for an indication of your maximum mortgage based on your income, your contract type and any debts. Lenders follow national lending standards, so the figure is reliable across banks. Remember that you need savings for the buying costs: they cannot be financed with the mortgage.</p>
<h2>2. Make an offer with the right conditions</h2>
<p>An offer is usually made through your purchase broker. Agree on <em>conditions precedent</em> (ontbindende voorwaarden), such as obtaining financing or a satisfactory building survey. Without them you may be bound to the purchase even if your mortgage is refused.</p>
<h2>3. Sign the provisional purchase agreement</h2>
<p>Once seller and buyer agree, the agent draws up the purchase agreement. After you sign, you have a three-day cooling-off period (bedenktijd) in which you can withdraw without giving a reason. The deposit, usually 10% of the price or a bank guarantee, is due shortly after.</p>
<h2>4. Arrange the mortgage and the valuation</h2>
<p>Your adviser requests a binding offer from the lender. An independent valuer visits the home; the valuation report determines the maximum loan, which is at most 100% of the market value.</p>
<h2>5. Transfer at the notary</h2>
<p>The civil-law notary checks the land registry, settles the money and registers the transfer. You sign the deed of transfer and the mortgage deed, and you receive the keys the same day.</p>
<h3>Buying costs to budget for</h3>
<ul>
<li>Transfer tax (overdrachtsbelasting): buyers under 35 can be exempt once, below a price threshold.</li>
<li>Notary fees for the transfer and mortgage deeds.</li>
<li>Valuation, mortgage advice and, if applicable, the NHG guarantee fee.</li>
<li>Purchase broker and building survey, if you use them.</li>
</ul>
<p>Most of the financing costs are tax-deductible in the year you buy. Keep every invoice: your adviser will ask for them when preparing your tax return.</p>`,
  },
  {
    id: "b10a0000-0000-4000-8000-000000000004",
    slug: "fixed-rate-period-10-20-or-30-years",
    title: "Fixed-rate period: 10, 20 or 30 years?",
    category: "Tips",
    tags: ["rates", "fixed-rate", "mortgage", "tips"],
    status: "published",
    author: "anna@adviesdesk.example",
    publishedAt: "2026-03-05T07:45:00.000Z",
    metaDescription:
      "A longer fixed-rate period costs a little more each month but buys certainty. How to weigh the options for your own situation.",
    content: `<p>In the Netherlands you choose how long your interest rate stays fixed: from variable to thirty years. The choice affects your monthly payment today and the risk you carry tomorrow.</p>
<h2>What changes with a longer period</h2>
<table>
<thead><tr><th>Fixed period</th><th>Rate</th><th>Certainty</th><th>Good fit when</th></tr></thead>
<tbody>
<tr><td>10 years</td><td>Lowest of the three</td><td>Moderate</td><td>You expect to move or repay a large part within ten years</td></tr>
<tr><td>20 years</td><td>Slightly higher</td><td>High</td><td>You want stable costs while the children grow up</td></tr>
<tr><td>30 years</td><td>Highest</td><td>Complete</td><td>Your budget has little room for a rate rise</td></tr>
</tbody>
</table>
<h2>Three questions to ask yourself</h2>
<ol>
<li><strong>How much room is there in your budget?</strong> If a rise of one or two percentage points would hurt, certainty is worth paying for.</li>
<li><strong>How long will you live here?</strong> Most mortgages can be taken to a new home, but plans change. Check the penalty rules for early repayment.</li>
<li><strong>How much of the loan will be left?</strong> With an annuity mortgage the outstanding amount falls every year, so a rate rise after twenty years weighs less.</li>
</ol>
<h2>The lending test matters too</h2>
<p>For periods of ten years or longer, lenders test your affordability against the actual rate. For shorter periods they use a fixed test rate set by the regulator, which can reduce how much you are allowed to borrow.</p>
<p>There is no single right answer. Ask your adviser to show the monthly payment and the total interest over thirty years for each option, and decide with those numbers in front of you.</p>`,
  },
  {
    id: "b10a0000-0000-4000-8000-000000000005",
    slug: "oversluiten-of-rentemiddeling-wanneer-loont-het",
    title: "Oversluiten of rentemiddeling: wanneer loont het?",
    category: "Mortgage",
    tags: ["oversluiten", "rentemiddeling", "refinancing", "rates"],
    status: "published",
    author: "bram@adviesdesk.example",
    publishedAt: "2026-03-24T12:00:00.000Z",
    metaDescription:
      "Is de rente gedaald sinds je je hypotheek afsloot? Zo reken je uit of oversluiten of rentemiddeling per saldo voordeel oplevert.",
    content: `<p>Is de hypotheekrente flink lager dan toen je tekende? Dan kun je overwegen je hypotheek over te sluiten of de rente te laten middelen. Of dat loont, hangt vooral af van de boeterente en van hoe lang je rentevaste periode nog loopt.</p>
<h2>Oversluiten</h2>
<p>Je lost je huidige hypotheek af en sluit een nieuwe af, bij dezelfde of een andere geldverstrekker. Je betaalt boeterente over het deel dat je boven de boetevrije aflossing aflost, plus advies-, taxatie- en notariskosten. Daar staat een lagere maandlast voor de rest van de looptijd tegenover.</p>
<h2>Rentemiddeling</h2>
<p>Bij rentemiddeling blijf je bij je eigen bank. De boeterente wordt niet ineens betaald, maar verwerkt in een nieuwe, gemiddelde rente. Er zijn geen notariskosten, maar vaak wel een opslag op de rente. De maandlast daalt minder dan bij oversluiten.</p>
<h2>Zo reken je het door</h2>
<ol>
<li>Vraag de actuele boeterente op bij je geldverstrekker.</li>
<li>Tel alle eenmalige kosten op, en houd rekening met de fiscale aftrek.</li>
<li>Bereken het maandelijkse voordeel netto, dus na belasting.</li>
<li>Deel de kosten door het maandvoordeel: dat is je terugverdientijd in maanden.</li>
</ol>
<p>Is de terugverdientijd korter dan de resterende rentevaste periode, dan is oversluiten meestal de moeite waard. Let op: de boeterente is fiscaal aftrekbaar, maar alleen als je echt oversluit en niet bij rentemiddeling.</p>`,
  },
  {
    id: "b10a0000-0000-4000-8000-000000000006",
    slug: "verduurzamen-met-een-bouwdepot",
    title: "Verduurzamen met een bouwdepot: zo werkt het",
    category: "Real Estate",
    tags: ["verduurzamen", "bouwdepot", "energielabel"],
    status: "draft",
    author: "anna@adviesdesk.example",
    publishedAt: null,
    metaDescription:
      "Isolatie, zonnepanelen of een warmtepomp meefinancieren met een bouwdepot: de regels en de valkuilen.",
    content: `<p>Wie bij aankoop wil isoleren of een warmtepomp wil plaatsen, kan die kosten meefinancieren. Het geld komt in een bouwdepot en wordt uitbetaald op basis van facturen.</p>
<h2>Nog uit te werken</h2>
<ul>
<li>Maximale extra leenruimte per maatregel</li>
<li>Looptijd van het depot en rente over het depot</li>
<li>Voorbeeldberekening voor een jaren-dertigwoning</li>
</ul>`,
  },
];
