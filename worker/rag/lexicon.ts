import { cachedBy } from "./cached";
import { DUTCH_ADJECTIVE_FORMS } from "./lexicon-adjective-forms";
import { FREEDICT_DUTCH_ENGLISH, FREEDICT_SHARED_WORDS } from "./lexicon-freedict";
import { DUTCH_VERB_FORMS } from "./lexicon-verb-forms";
import { relatedWords } from "./related-words";
import { onFirstUse, parseWordPairs, parseWords } from "./word-pairs";

/**
 * A Dutch → English glossary of everyday, financial, insurance, employment, housing and mortgage vocabulary.
 * Indexing and querying map Dutch words to these English concepts, so a Dutch question finds an English
 * passage and an English question finds a Dutch one (both sides carry the concept terms). Compounds that are
 * not listed are split into listed parts ("sportkosten" → sport + kosten). Not derived from any question set.
 * Behind it, for every word it lacks, the general dictionary of lexicon-freedict.ts (FreeDict, GPL-2.0-or-later,
 * built by scripts/lexicon/build-freedict.ts): the glossary picks the sense a mortgage file means ("rente" is
 * interest, not the dictionary's first sense), the dictionary covers the rest of the language. Senses are separated
 * by spaces; the words of one sense that names one thing are joined by "_" ("studieschuld:student_loan").
 */
const GLOSSARY = `
aanbieder:provider|aanbod:offer|offerte:offer quotation|aanbetaling:down_payment|aandeel:share|aanmelden:register|aanpassen:adjust change
aanpassing:adjustment|aanvraag:application request|aanvragen:apply request|aanvrager:applicant|aansprakelijkheid:liability
aantal:number|ander:other|andere:other|aanvullend:supplemental additional|aanvullende:supplemental additional|accepteren:accept|acceptatie:acceptance
acceptatievoorwaarden:acceptance_conditions|achterstand:arrears|adres:address|advies:advice|adviseur:adviser advisor
afdeling:department|afkopen:buy out|aflossen:repay|aflossing:repayment|aflossingsvrij:interest_only|afspraak:appointment agreement
afstand:distance remote|afwijzing:denial rejection|afgewezen:denied rejected|akte:deed|algemeen:general|algemene:general
ambulance:ambulance|annuleren:cancel|antwoord:answer|apotheek:pharmacy|arbeidsongeschiktheid:disability|arbeidsovereenkomst:employment_contract
arbeidscontract:employment_contract|assurantie:insurance|auto:car|avond:evening|baan:job|baas:boss manager
bank:bank|basis:basic base|basisverzekering:basic_insurance_plan|bedrag:amount|bedrijf:company business|bedrijven:companies businesses
beeindigen:terminate end|beeindiging:termination|begeleiding:guidance support|begin:start|behandeling:treatment|beleid:policy
belasting:tax|beloning:reward compensation|beloningen:rewards|benodigd:required|beoordeling:review assessment evaluation|beoordelingen:reviews evaluations
beperking:limitation restriction|beroep:appeal profession|beroepsprocedure:appeal_procedure|beschikbaar:available|bescherming:protection
besteden:spend|bestemming:destination|betalen:pay|betaling:payment|betalingen:payments|betrouwbaar:reliable|bewijs:proof evidence
bezwaar:objection appeal|bijdrage:contribution|bijzonder:special|bijzondere:special|bloed:blood|boete:penalty fine|bouw:construction
bouwjaar:year built|brief:letter|bril:glasses eyeglasses|bruto:gross|budget:budget|buitenland:abroad foreign
burger:citizen|certificaat:certificate|certificering:certification|chronisch:chronic|chronische:chronic|collega:coworker colleague|collega's:coworkers colleagues
consult:consultation visit|contant:cash|contract:contract|dag:day|dagen:days|datum:date|deeltijd:part time|dekking:coverage cover
dekken:cover|gedekt:covered|delen:share|dienst:service|diensten:services|dienstverband:employment|directeur:director|document:document
documenten:documents|doel:goal purpose|dokter:doctor|duur:duration expensive|duurzaam:sustainable green|duurzame:sustainable green
eigen:own|eigenaar:owner|eis:requirement|eisen:requirements|energie:energy|energielabel:energy_label|ervaring:experience|ervaringen:experiences
extra:extra additional|familie:family|fiscaal:tax|fysiotherapie:physical_therapy physiotherapy|gebruik:use|gebruiken:use|geld:money
geldig:valid|geldigheid:validity|geldverstrekker:lender|gemeente:municipality|generiek:generic|generieke:generic|geneesmiddel:drug medication medicine
geneesmiddelen:drugs medications medicines|gezin:family household|gezondheid:health|gezondheidszorg:health_care|gegevens:data information details
getuige:witness|grond:land ground|groot:large big|grootte:size|grens:limit|hoofd:head chief|hoog:high|hoogte:height amount
hoogste:highest maximum|huis:house home|huizen:houses homes|huur:rent|huurder:tenant|hypotheek:mortgage|hypotheekrente:mortgage_interest
inkomen:income|inkomsten:income earnings|inschrijving:registration enrollment|inschrijven:enroll register|instelling:institution|interest:interest
jaar:year annual|jaarlijks:annual yearly|jaarlijkse:annual yearly|jaren:years|jurist:lawyer|kantoor:office|kinderen:children
klacht:complaint|klant:customer client|klanten:customers clients|klantenservice:customer_service|kopen:buy purchase|koper:buyer
koopakte:purchase_agreement deed|koopsom:purchase_price|kosten:costs cost expenses|koste:cost|krediet:credit loan|kwijt:lose|laag:low|land:country
leeftijd:age|lening:loan|leningdeel:loan_part|leiding:management lead|leidinggevende:manager supervisor|lid:member|lichaam:body
loon:salary wage pay|looptijd:term duration|maand:month|maanden:months|maandelijks:monthly|maandelijkse:monthly|maandlast:monthly_payment
maandlasten:monthly_payments|maximaal:maximum up to|maximum:maximum limit|medewerker:employee staff|medewerkers:employees staff|medicijn:medicine medication drug
medicijnen:medicines medications drugs|medisch:medical|medische:medical|melden:report|melding:report notification|minimaal:minimum at least|minimum:minimum
nacht:night|naam:name|netto:net|netwerk:network|nieuw:new|nieuwe:new|noodgeval:emergency|noodgevallen:emergencies|nodig:necessary needed required
omzet:revenue turnover|onafhankelijk:independent|onderneming:company enterprise|onderpand:collateral|onderzoek:examination research test|ongeval:accident
ongeluk:accident|ontslag:dismissal termination layoff|ontslagen:dismissed laid off|opleiding:education training|opzeggen:cancel terminate|oversluiten:refinance
overlijden:death|overlijdensrisicoverzekering:life_insurance|overwerk:overtime|partner:partner spouse|pensioen:pension retirement|periode:period
persoon:person|persoonlijk:personal|persoonlijke:personal|persoons:personal|plan:plan|polis:policy|premie:premium|premies:premiums|prijs:price
privacy:privacy|procent:percent|proeftijd:probation_period|rapport:report|recht:right law|rechtbank:court|rechter:judge court|rechtszaak:lawsuit court case
regel:rule|regels:rules|rekening:bill account invoice|rente:interest rate|rentevast:fixed_rate|rentevaste:fixed_rate|restschuld:residual_debt
risico:risk|salaris:salary|salarisstrook:payslip|schade:damage|schuld:debt|schulden:debts|senior:senior|sociaal:social|sport:sport fitness exercise
sporten:exercise sports|sportschool:gym fitness|staat:state|stad:city|stoppen:stop quit|studie:study|studieschuld:student_loan|taak:task duty
taken:tasks duties|tand:tooth dental|tandarts:dentist dental|tandheelkundig:dental|taxatie:valuation appraisal|taxateur:appraiser valuer
taxatierapport:valuation_report appraisal|telefoon:phone telephone|termijn:term period deadline|therapie:therapy|thuis:home|thuiswerken:remote work from home
toeslag:surcharge allowance|toestemming:consent permission|totaal:total|training:training|trouwen:marry|uitgave:expense|uitgaven:expenses
uitkering:benefit payment|uur:hour|uren:hours|vakantie:vacation holiday|vakantiedagen:vacation_days|vakantiegeld:holiday_allowance
vast:fixed permanent|vaste:fixed permanent|verbouwing:renovation|vergoeding:reimbursement compensation allowance|vergoeden:reimburse cover|vergoed:reimbursed covered
verdienen:earn income salary|verdient:earns income salary|verdiende:earned income salary|verhuizen:move|verkopen:sell|verkoop:sale sales sell|verkoper:seller salesperson|verklaring:statement declaration|verlof:leave|verlies:loss|verliezen:lose
verplicht:mandatory required|verzekeraar:insurer|verzekering:insurance|verzekeringen:insurances|verzekerd:insured|vereist:required|vereisten:requirements
vergunning:permit license|voorwaarde:condition|voorwaarden:conditions terms|voorwaardelijk:conditional|vraag:question|vragen:questions ask|vrij:free
vrijwilliger:volunteer|waard:worth value|waarde:value|waardering:appreciation recognition|week:week|weken:weeks|werk:work job|werken:work|werkgever:employer company
werkgeversverklaring:employer_statement|werknemer:employee|werknemers:employees|werkplek:workplace|werktijd:working_hours|wet:law act|wettelijk:statutory legal
winkel:shop store|woning:home house dwelling|woningen:homes houses|zaak:case business|zeker:certain|ziek:sick ill|ziekte:illness sickness disease
ziekenhuis:hospital|ziekenhuisopname:hospital_stay|zorg:care|zorgverlener:care_provider|zorgverzekering:health_insurance|zwanger:pregnant|zwangerschap:pregnancy
bedrijfsarts:occupational_physician|brillen:glasses|lenzen:lenses|contactlenzen:contact_lenses|oog:eye|ogen:eyes|gehoor:hearing
hoorapparaat:hearing_aid|hoorapparaten:hearing_aids|massage:massage|rug:back|rugpijn:back_pain|pijn:pain|psycholoog:psychologist|psychisch:mental
geestelijk:mental|geestelijke:mental|verslaving:addiction substance abuse|zwangerschapsverlof:maternity_leave|ouderschapsverlof:parental_leave
vruchtbaarheid:fertility|ivf:ivf in vitro fertilization|operatie:surgery operation|kaak:jaw|voeding:nutrition food|voet:foot|schoenen:shoes
acupunctuur:acupuncture|chiropractor:chiropractor|recept:prescription|voorschrift:prescription|specialist:specialist|huisarts:general practitioner primary care physician
eerste:first|hulp:help aid|spoed:urgent emergency|spoedeisend:urgent emergency|spoedeisende:urgent emergency|eerstehulp:emergency_room
declareren:claim reimburse|declaratie:claim|declaraties:claims|indienen:submit file|ingediend:submitted|bezwaarschrift:appeal
vertrouwelijk:confidential|anoniem:anonymous|anonieme:anonymous|ethiek:ethics|onethisch:unethical|integriteit:integrity|klokkenluider:whistleblower
bedreiging:threat|bedreigen:threaten|bedreigd:threatened|geweld:violence|veiligheid:safety security|beveiliging:security|versleutelen:encrypt
versleuteling:encryption|wachtwoord:password|opleidingen:trainings|cursus:course training|functie:position role job|functies:positions roles
vacature:vacancy job opening|functieomschrijving:job_description|verantwoordelijkheid:responsibility|verantwoordelijkheden:responsibilities
rapporteren:report|rapporteert:reports|manager:manager|directie:management board|financien:finance|financiering:financing loan|financieel:financial|financiele:financial
personeelszaken:human_resources hr|personeel:personnel staff|bedrijfsoverzicht:company_overview|opgericht:founded|oprichting:founding
geschiedenis:history|missie:mission|waarden:values|producten:products|product:product|groen:green|groene:green|milieu:environment
erkenning:recognition|prijzen:prices awards|uitstekend:outstanding excellent|prestatie:performance|prestaties:performance achievements
functioneringsgesprek:performance_review|evaluatie:evaluation review|feedback:feedback|doorgeven:forward share|derden:third_parties
bedrijfsgegevens:company_data|klantgegevens:customer_data|verzenden:send|versturen:send|buiten:outside|extern:external|externe:external
volledig:fully complete|gedeeltelijk:partially|tijdelijk:temporary|flexibel:flexible|hybride:hybrid|kantoren:offices|reiskosten:travel_expenses
reizen:travel|reis:trip travel|vliegticket:plane ticket airfare|vliegtickets:plane tickets airfare|lessen:lessons classes|les:lesson class
lidmaatschap:membership|abonnement:subscription membership|afvallen:lose weight|gewicht:weight|gezond:healthy|fitness:fitness
welzijn:wellness wellbeing|ontspanning:relaxation|stress:stress|hobby:hobby|duiken:diving scuba|surfen:surfing|zwemmen:swimming
verblijf:stay|opname:admission stay|bevalling:delivery childbirth|wachttijd:waiting_period|uitsluiting:exclusion|uitsluitingen:exclusions|uitgesloten:excluded
vooraf:in advance prior|goedkeuring:approval authorization|toestemmingsvereiste:prior_authorization|machtiging:authorization|verwijzing:referral
bijbetaling:copay copayment|eigenbijdrage:copay coinsurance|eigen risico:deductible|eigen bijdrage:copay coinsurance|op afstand:remote
in dienst:employed employment|uit dienst:left employment|per jaar:per year annual|per maand:per month monthly|buiten het netwerk:out of network|binnen het netwerk:in network
nationale hypotheek garantie:national mortgage guarantee nhg|hypotheekverstrekker:lender mortgage provider|hypotheekaanvraag:mortgage_application
bankafschrift:bank_statement|bankafschriften:bank_statements|identiteitsbewijs:identity_document id|paspoort:passport|uittreksel:extract
echtscheiding:divorce|alimentatie:alimony|samenwonen:cohabit|koophuis:owner occupied home|marktwaarde:market_value|executiewaarde:forced_sale_value
verbouwingskosten:renovation_costs|bouwdepot:construction_deposit|overdrachtsbelasting:transfer_tax|notaris:notary|bouwkundig:structural
keuring:inspection|oppervlakte:floor area surface|perceel:plot lot|kadaster:land_registry|erfpacht:leasehold|zelfstandige:self employed
ondernemer:entrepreneur self employed|jaarcijfers:annual_accounts|flexibele:flexible|uitzendkracht:temporary_worker|intentieverklaring:declaration of intent
`;

const MAX_PHRASE = 4;
/** Compound parts looked up in the general dictionary are at least this long ("zorg", not "zo" + "rg"). */
const MIN_GENERAL_PART = 4;

const englishOf = (list: Map<string, string>, dutch: string) => list.get(dutch)?.split(/\s+/);

const entries = parseWordPairs(GLOSSARY);
const general = onFirstUse(() => parseWordPairs(FREEDICT_DUTCH_ENGLISH));
const verbForms = onFirstUse(() => parseWordPairs(DUTCH_VERB_FORMS));
const adjectiveForms = onFirstUse(() => parseWordPairs(DUTCH_ADJECTIVE_FORMS));
/** The Dutch words English shares in the same sense, each standing for itself ("component"). */
const shared = onFirstUse(() => new Map([...parseWords(FREEDICT_SHARED_WORDS)].map((word) => [word, word])));

/**
 * The English words the lexicons translate Dutch words into (FreeDict's and the glossary's senses): a vocabulary of
 * English in the Worker, without shipping a word list of its own.
 */
const englishWords = onFirstUse(() => {
  const out = new Set<string>();
  for (const list of [entries, general()])
    for (const senses of list.values()) for (const word of senses.split(/[\s_]+/)) out.add(word);
  return out;
});

/**
 * The glossary's English senses of several words that name one thing ("studieschuld": student loan, written
 * "student_loan"), each as its words: a Dutch text names that thing only where it holds all of them.
 */
export const glossaryPhrases = onFirstUse(() =>
  [...entries.values()].flatMap((senses) =>
    senses
      .split(/\s+/)
      .filter((sense) => sense.includes("_"))
      .map((sense) => sense.split("_")),
  ),
);

/** Whether a word is one the lexicons give as an English sense ("contact", "contract"). */
export const isEnglishSense = (word: string) => englishWords().has(word);

/** Whether English word lists know a word: a sense the lexicon gives or a word WordNet relates. */
export const isEnglishWord = (word: string) => isEnglishSense(word) || relatedWords(word).length > 0;

/**
 * A word the dictionaries know (a Dutch word the lexicon translates, an English sense it gives or a word WordNet
 * relates): its absence from the documents means something, and it is no slip of another word.
 */
export function isDictionaryWord(word: string): boolean {
  return conceptsOf([word], 0) !== undefined || isEnglishWord(word);
}

/**
 * The form a list gives the word under, itself or inflected ("boeten" for "boete"): no compound split and no head
 * read alone, so a slip ("morgpage") is not taken for a word of parts.
 */
export function listedFormOf(word: string): string | undefined {
  return entryOf(word, entries)?.form ?? entryOf(word, general())?.form ?? (isEnglishWord(word) ? word : undefined);
}

/** A Dutch word without a plural ending or a compound's linking s or e(n) ("verbouwings" → "verbouwing"). */
export const withoutDutchEnding = (word: string) => word.replace(/(?:en|s|e)$/, "");

/**
 * Whether a word is two dictionary words joined, with an optional linking s or e(n) ("verbouwingsdepot":
 * verbouwing + depot): a compound no list has whole, which is neither a misspelling nor another language's word.
 */
export function isCompoundOfWords(word: string): boolean {
  return compoundHeadOf(word) !== undefined;
}

/** The last part of a word that is two dictionary words joined ("verbouwingsdepot" → "depot"): what it is a kind of. */
export function compoundHeadOf(word: string): string | undefined {
  for (let cut = MIN_JOINED_PART; cut <= word.length - MIN_JOINED_PART; cut++) {
    const first = word.slice(0, cut);
    const last = word.slice(cut);
    const bare = withoutDutchEnding(first);
    if (
      !isDerivationalSuffix(last) &&
      isDictionaryWord(last) &&
      (isDictionaryWord(first) || (bare !== first && bare.length >= MIN_JOINED_PART && isDictionaryWord(bare)))
    )
      return last;
  }
  return undefined;
}

/**
 * The nouns a Dutch verb in -eren is made from or makes, as the Dutch lists hold them: its root with -e, -ie or
 * -atie ("waarderen" → waarde, "isoleren" → isolatie, "studeren" → studie). A question asks with the verb ("Op welke
 * datum is de woning gewaardeerd?") where a document names the noun ("Waardepeildatum"); the stemmer keeps them
 * apart (-ering it joins: "financieren", "financiering").
 */
export function dutchNounsOfVerb(infinitive: string): string[] {
  const root = infinitive.slice(0, -"eren".length);
  if (!infinitive.endsWith("eren") || root.length < 3) return [];
  return [`${root}e`, `${root}ie`, `${root}atie`].filter(isListedDutch);
}

/** Dutch suffixes that make an adjective, adverb or abstract noun of a word: a closed class of Dutch morphology. */
export const isDerivationalSuffix = (part: string) =>
  /^(?:lijk|lijke|lijks|heid|heden|baar|bare|zaam|zame|achtig|achtige|loos|loze|schap|isch|ische)$/.test(part);

/** Each of two joined words is this long at least: shorter ones join by chance ("vaule" is no "va" + "ule"). */
const MIN_JOINED_PART = 4;

/** The infinitives of a Dutch past tense or participle no spelling rule reaches ("verkocht" → verkopen). */
const infinitivesOfForm = (word: string) => verbForms().get(word)?.split(" ") ?? [];

/** The adjective of a Dutch comparative or superlative ("hoger" → hoog, "beter" → goed). */
const positivesOfForm = (word: string) => adjectiveForms().get(word)?.split(" ") ?? [];

/** Whether a word is a Dutch comparative or superlative ("hoger", "grootste"): a property, never a thing. */
export const isDutchDegreeForm = (word: string) => positivesOfForm(word).length > 0;

/**
 * Whether a word is a Dutch verb form: a past tense or participle ("begonnen", "verkocht", "getekend") or a present
 * tense the lexicon reads as its infinitive ("leent" → lenen). A verb, whatever it stands for.
 */
export const isDutchVerbForm = (word: string): boolean =>
  infinitivesOfForm(word).length > 0 ||
  (/[dt]$/.test(word) && !isEnglishSense(word) && (conceptsOf([word], 0)?.form ?? word).endsWith("en")) ||
  // A separable verb's participle is its particle and the participle of its verb ("aangeleverd": aan + geleverd).
  isSeparableParticiple(word) ||
  isJoinedSeparableVerb(word);

/**
 * A separable verb written whole at the end of a subordinate clause: its particle and a tense of its verb ("… toen
 * de taxateur langskwam": langs + kwam; "… of de ORT meetelt"). A word the lexicon lists is a word of its own
 * ("aanbod", "uitgave"), and a plural in -en is a noun's as often ("afspraken").
 */
function isJoinedSeparableVerb(word: string): boolean {
  const verb = SEPARABLE_VERB.exec(word)?.[2];
  return (
    verb !== undefined &&
    !verb.endsWith("en") &&
    isDutchVerbForm(verb) &&
    !entryOf(word, entries) &&
    !entryOf(word, general())
  );
}

/** Dutch's separable particles, a closed class: "aan" in "aanleveren", "langs" in "langskomen". */
const SEPARABLE_PARTICLES =
  "aan|achter|af|bij|binnen|door|in|langs|los|mee|na|neer|om|onder|op|over|rond|samen|tegen|terug|thuis|toe|uit|vast|voor|voorbij|weg";

/** A separable particle before at least three letters of a verb ("langs" + "kwam"). */
const SEPARABLE_VERB = new RegExp(`^(${SEPARABLE_PARTICLES})(\\p{L}{3,})$`, "u");

function isSeparableParticiple(word: string): boolean {
  const participle = SEPARABLE_PARTICIPLE.exec(word)?.[2];
  return participle !== undefined && isDutchVerbForm(participle);
}

/** Inflected Dutch forms tried when the word itself is not listed (plural -en/-s, adjective -e, verb forms). */
function variants(word: string): string[] {
  const out = [word, ...infinitivesOfForm(word), ...positivesOfForm(word)];
  if (word.endsWith("en") && word.length > 4) out.push(word.slice(0, -2), word.slice(0, -1));
  // A plural's open syllable writes its long vowel once: "aandelen" → "aandeel", "waarden" stays as it is.
  if (word.endsWith("en") && word.length > 5 && OPEN_LONG_VOWEL.test(word.slice(0, -2)))
    out.push(word.slice(0, -2).replace(OPEN_LONG_VOWEL, "$1$2$2$3"));
  // A short vowel's consonant doubles before the plural's -en, as before a verb's ("toestellen" → "toestel",
  // "stukken" → "stuk"); an English word is no Dutch plural ("happen" is not "hap").
  const single = word.slice(0, -3);
  if (word.length > 5 && word === doubledBeforeEn(single) && !isEnglishWord(word)) out.push(single);
  if (word.endsWith("s") && word.length > 3) out.push(word.slice(0, -1));
  if (word.endsWith("e") && word.length > 3) out.push(word.slice(0, -1));
  // An inflected adjective of Dutch's adjective suffixes writes its long vowel once and voices its f: "maximale" →
  // "maximaal", "vergelijkbare" → "vergelijkbaar", "duurzame" → "duurzaam", "actieve" → "actief". Only these
  // suffixes and only long words: English words in -ate or -ore ("private", "score") must not turn Dutch.
  const suffix = word.length >= 7 ? INFLECTED_SUFFIX.exec(word) : null;
  if (suffix) out.push(`${word.slice(0, suffix.index)}${ADJECTIVE_SUFFIXES[suffix[0]]}`);
  if (word.endsWith("'s")) out.push(word.slice(0, -2));
  // A present tense is its stem and -t ("biedt" → bieden, "leent" → lenen, "geeft" → geven): the verb comes before
  // a noun the bare stem may also be ("leen": fief, "krijg": war); then the stem ("verkoopt" → "verkoop"). An
  // English word is no Dutch verb form ("part" is not "paren").
  if (word.endsWith("t") && word.length > 3) out.push(...infinitivesOfPresent(word), word.slice(0, -1));
  out.push(...infinitivesOf(word), ...verbsOfAble(word), ...separableInfinitivesOf(word));
  // A noun made of a verb names its act or result ("fundering" of "funderen", "ondertekening" of "ondertekenen"):
  // where the dictionary lacks the noun, it has the verb.
  if (word.endsWith("ing") && word.length >= 7) out.push(`${word.slice(0, -3)}en`);
  return out;
}

const ADJECTIVE_SUFFIXES: Record<string, string> = { ale: "aal", bare: "baar", zame: "zaam", ieve: "ief" };
const INFLECTED_SUFFIX = new RegExp(`(?:${Object.keys(ADJECTIVE_SUFFIXES).join("|")})$`);
const LONG_VOWEL_CLOSED = /([aeou])\1([^aeiou])$/;
const OPEN_LONG_VOWEL = /([^aeiou])([aeou])([^aeiouy])$/;
const SHORT_VOWEL_CLOSED = /[^aeiou][aeiou]([bdfgklmnprst])$/;
/** A stem that ends in a short vowel and a consonant, with that consonant doubled and -en ("dek" → "dekken"). */
const doubledBeforeEn = (stem: string) => (SHORT_VOWEL_CLOSED.test(stem) ? `${stem}${stem.at(-1)}en` : undefined);

/**
 * The infinitives a past participle can come from, as Dutch spelling writes them: the prefix ge- and the ending
 * -d or -t dropped, then -en added to the stem with its long vowel written once ("gefundeerd" → "funderen"), its
 * short vowel's consonant doubled ("gedekt" → "dekken") or its f and s voiced ("geleefd" → "leven"). A
 * dictionary lists verbs by their infinitive.
 */
export function infinitivesOf(word: string): string[] {
  if (word.length < 6 || !/[dt]$/.test(word)) return [];
  const stems = [word.slice(0, -1)];
  if (word.startsWith("ge") && word.length > 7) stems.push(word.slice(2, -1));
  return stems.flatMap(infinitivesOfStem);
}

/**
 * The infinitives of a separable verb's participle, whose ge- stands after the particle: "uitgevoerd" →
 * "uitvoeren", "vastgezet" → "vastzetten", "meegenomen" → "meenemen" (the particles are a closed class of Dutch).
 */
function separableInfinitivesOf(word: string): string[] {
  const separable = SEPARABLE_PARTICIPLE.exec(word);
  if (!separable) return [];
  const [, particle, participle] = separable as unknown as [string, string, string];
  // The stem is the participle without ge- and its -d or -t, or with it where the stem ends in one ("gezet": zet).
  const rest = participle.slice(2);
  const stems = /[dt]$/.test(rest) ? [rest.slice(0, -1), rest] : [];
  return [...stems.flatMap(infinitivesOfStem), ...infinitivesOfForm(participle)].map(
    (infinitive) => particle + infinitive,
  );
}

/** A separable particle before its verb's participle ("aan" + "geleverd"). */
const SEPARABLE_PARTICIPLE = new RegExp(`^(${SEPARABLE_PARTICLES})(ge\\p{L}{2,}[dtn])$`, "u");

/**
 * The listed infinitive a Dutch word may be: itself ("bekijken"), or, for a word the Dutch lists do not hold in its
 * own right, the verb of its stem ("zit": zitten), its present tense or a past form ("verkocht": verkopen). A word
 * listed as it is ("huis") is that word. Whether the word is the verb where it stands is for its place in the clause
 * to say ("in het dossier zit").
 */
export function dutchInfinitiveOf(word: string): string | undefined {
  if (word.endsWith("en") && isListedDutch(word)) return word;
  if (entryOf(word, entries) || entryOf(word, general())) return undefined;
  return [...infinitivesOfStem(word), ...infinitivesOfPresent(word), ...infinitivesOfForm(word)].find(
    (form) => form.endsWith("en") && isListedDutch(form),
  );
}

/** Whether the glossary or the general dictionary lists a Dutch word as it is written. */
const isListedDutch = (word: string) => entries.has(word) || general().has(word);

/**
 * The infinitives a Dutch present tense can come from: its stem and -t ("biedt" → bieden, "beslist" → beslissen).
 * An English word is no Dutch verb form ("part" is not "paren").
 */
function infinitivesOfPresent(word: string): string[] {
  return word.endsWith("t") && !isEnglishSense(word) ? infinitivesOfStem(word.slice(0, -1)) : [];
}

/**
 * The infinitives a verb stem can have, the spelling rules' reading first: a short vowel doubles its consonant
 * ("dek" → "dekken", not "deken"), a long one is written once ("fundeer" → "funderen") and a final f or s is
 * voiced ("geef" → "geven", "leef" → "leven").
 */
function infinitivesOfStem(stem: string): string[] {
  const voiced = (form: string) =>
    /[fs]$/.test(form) ? `${form.slice(0, -1)}${form.endsWith("f") ? "v" : "z"}` : form;
  const out: string[] = [];
  const doubled = doubledBeforeEn(stem);
  if (doubled) out.push(doubled);
  if (LONG_VOWEL_CLOSED.test(stem)) out.push(`${voiced(stem.replace(LONG_VOWEL_CLOSED, "$1$2"))}en`);
  out.push(`${voiced(stem)}en`, `${stem}en`);
  return [...new Set(out)];
}

/**
 * An adjective in -baar says its verb can be done ("vergelijkbaar": comparable, "betaalbaar": affordable): where
 * the dictionary lacks the adjective, it has the verb, and English says it with the verb's stem too ("compare").
 */
function verbsOfAble(word: string): string[] {
  const able = /(?:baar|bare)$/.exec(word);
  return able && able.index >= 4 ? infinitivesOfStem(word.slice(0, able.index)) : [];
}

function lookup(word: string, list: Map<string, string> = entries): string[] | undefined {
  return entryOf(word, list)?.english;
}

/** The form a dictionary lists the word under ("funderen" for "gefundeerd") and its English senses. */
function entryOf(word: string, list: Map<string, string>): { form: string; english: string[] } | undefined {
  for (const variant of variants(word)) {
    const found = englishOf(list, variant);
    if (!found) continue;
    // A verb form listed in its own right ("afgewezen": denied) still comes from its infinitive ("afwijzen"), so it
    // meets the verb's other forms and the nouns made of it ("afwijzing").
    const infinitive =
      variant === word
        ? [...infinitivesOfForm(word), ...separableInfinitivesOf(word)].find(
            (form) => list.has(form) || general().has(form),
          )
        : undefined;
    // A verb whose stem ends in -t or -d says its present tense with the stem alone ("Wat kost…": kosten), which a
    // dictionary may list as a noun of its own ("kost": food); any present tense is its stem and -t, which a
    // dictionary may list as an adjective ("beslist": absolutely, and "de bank beslist": decides). The word also
    // reads as that verb.
    const verb =
      variant === word && /[dt]$/.test(word) && !isEnglishSense(word)
        ? [...infinitivesOfStem(word), ...infinitivesOfPresent(word)].map((form) => englishOf(list, form)).find(Boolean)
        : undefined;
    return { form: infinitive ?? variant, english: verb ? [...new Set([...found, ...verb])] : found };
  }
  return undefined;
}

/**
 * A part of a compound: the glossary's sense first, else the general dictionary's (when it may be asked), else a
 * word English shares ("looncomponenten": loon + componenten).
 */
function partOf(word: string, useGeneral: boolean): string[] | undefined {
  const glossary = lookup(word);
  if (glossary || !useGeneral || word.length < MIN_GENERAL_PART) return glossary;
  return lookup(word, general()) ?? lookup(word, shared());
}

/**
 * A Dutch compound of parts the lists have, with an optional linking s or e(n) after each but the last, read from
 * the longest last part: "onregelmatigheidstoeslag" → onregelmatigheid + toeslag, "waardepeildatum" → waarde +
 * peil + datum (the first part may itself be a compound of two). Each part takes the glossary's sense where it
 * has one ("toeslag" is an allowance, not the dictionary's "adjudication").
 */
function splitCompound(word: string, useGeneral: boolean, depth = 0): string[] | undefined {
  if (word.length < 8 && depth === 0) return undefined;
  const minPart = 3;
  for (let cut = word.length - minPart; cut >= minPart; cut--) {
    // A derivational suffix is no last part ("werkzaamheden" is activities, not active + today).
    if (isDerivationalSuffix(word.slice(cut))) continue;
    const tail = partOf(word.slice(cut), useGeneral);
    if (!tail) continue;
    const head = word.slice(0, cut);
    const bare = withoutDutchEnding(head);
    const first =
      partOf(head, useGeneral) ??
      (bare !== head && bare.length >= minPart ? partOf(bare, useGeneral) : undefined) ??
      // A verb's stem leads many compounds ("parkeerplaats", "woonlasten"): the dictionary lists its infinitive.
      partOf(`${head.replace(LONG_VOWEL_CLOSED, "$1$2")}en`, useGeneral) ??
      (depth < MAX_COMPOUND_DEPTH && head.length >= 2 * minPart
        ? splitCompound(head, useGeneral, depth + 1)
        : undefined);
    if (first) return [...first, ...tail];
  }
  return undefined;
}

/**
 * The senses of a compound's last part when its first part is in no list: a Dutch compound is the kind of thing
 * its last part names ("opstalverzekering" is an insurance, "tussenwoning" a house), whatever narrows it.
 */
function headOf(word: string): string[] | undefined {
  if (word.length < MIN_HEADED_COMPOUND) return undefined;
  for (let cut = MIN_MODIFIER; cut <= word.length - MIN_HEAD; cut++) {
    if (isDerivationalSuffix(word.slice(cut))) continue;
    const head = partOf(word.slice(cut), true);
    if (head) return head;
  }
  return undefined;
}

/** A compound read by its head alone is this long at least, its head and the part before it as long as these. */
const MIN_HEADED_COMPOUND = 9;
const MIN_MODIFIER = 3;
const MIN_HEAD = 5;

/** How many times a compound's first part is split again: three parts at most. */
const MAX_COMPOUND_DEPTH = 1;

/**
 * The English concepts a Dutch phrase or word at `tokens[start]` stands for, and how many tokens it spans.
 * English words are in neither list (the dictionary leaves out Dutch words English also has), so English text
 * passes through unchanged. `generalWords: false` (for stop words) asks the glossary only.
 */
export function conceptsOf(
  tokens: string[],
  start: number,
  generalWords = true,
): { concepts: string[]; length: number; form?: string } | undefined {
  for (let length = Math.min(MAX_PHRASE, tokens.length - start); length >= 2; length--) {
    const phrase = tokens.slice(start, start + length).join(" ");
    const found = englishOf(entries, phrase);
    if (found) return { concepts: found, length };
  }
  const word = tokens[start];
  if (!word || /^\d/.test(word)) return undefined;
  return wordConcepts({ word, generalWords });
}

/** A word's reading, kept per isolate: splitting a compound tries every cut against three lists. */
const wordConcepts = cachedBy(
  50_000,
  ({ word, generalWords }: { word: string; generalWords: boolean }) => (generalWords ? word : `${word}\u0000`),
  ({ word, generalWords }) => wordConceptsOf(word, generalWords),
);

function wordConceptsOf(
  word: string,
  generalWords: boolean,
): { concepts: string[]; length: number; form?: string } | undefined {
  const listed = entryOf(word, entries);
  const compound = listed ? undefined : splitCompound(word, false);
  const entry = listed ?? (compound || !generalWords ? undefined : entryOf(word, general()));
  const found = entry?.english ?? compound ?? (generalWords ? (splitCompound(word, true) ?? headOf(word)) : undefined);
  if (!found) return undefined;
  // Keep the Dutch word itself as well, so Dutch questions still match Dutch passages exactly; and the form the
  // dictionary lists it under, so "gefundeerd" meets "fundering" through "funderen".
  const form = entry && entry.form !== word ? { form: entry.form } : {};
  return { concepts: found.includes(word) ? found : [word, ...found], length: 1, ...form };
}
