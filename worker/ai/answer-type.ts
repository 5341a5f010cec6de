import {
  conceptsOf,
  dutchInfinitiveOf,
  isDerivationalSuffix,
  isDictionaryWord,
  isDutchDegreeForm,
  isDutchVerbForm,
  withoutDutchEnding,
} from "../rag/lexicon";
import { clearLanguage, fold, isIrregularVerbForm, isStopWord, stemsOf, termGroupsOf, words } from "../rag/text";
import { englishWordClassesOf } from "./english-tagger";
import { SURNAME_PARTICLES } from "./names";
import { askingSentences, caseOf, sentencesOf } from "./question-sentences";

/**
 * The kind of answer a question asks for, read from its question form as classic question answering does: the
 * interrogative ("wanneer", "hoeveel", "wie", "when", "how many", "who") and the noun that names the kind of answer
 * after "welk/which/what" ("Op welke datum…", "Welk percentage…", "Bij welk bedrijf…"). These are closed classes
 * of Dutch and English grammar (interrogatives, prepositions, auxiliaries, number and month words), not words
 * taken from any question set. A unit that answers must hold an answer of that kind: a date, a number, a
 * percentage or a name.
 */
export type AnswerType = "date" | "number" | "percent" | "name";

/** A preposition before the interrogative: "Sinds wanneer…", "Tot welk…", "Binnen hoeveel…", "In which…". */
const LEAD =
  "(?:(?:up to|tot aan|bij|tot|in|op|over|per|voor|vanaf|sinds|met|van|uit|binnen|na|aan|door|gedurende|tijdens|at|for|from|since|by|to|with|of|on|over|within|after|until|during|in) )?";
/** "Wat is", "what's": the copula questions for a thing's value, in each language. */
const WHAT_IS_NL = "wat (?:is|zijn|was|waren)";
const WHAT_IS_EN = "what(?:'s| is| are| was| were)";
const WHICH = `(?:welke?|wat voor(?: een)?|${WHAT_IS_NL} (?:de|het)|which|${WHAT_IS_EN} the|what)`;

/**
 * Nouns after "welk/which/what" that name the kind of answer. Without a prototype: a question's word is looked up
 * here, and "constructor" is no kind of answer.
 */
const KIND_NOUNS: Record<string, AnswerType> = Object.assign(
  Object.create(null),
  Object.fromEntries([
    ..."datum date dag day jaar year jaartal maand month".split(" ").map((word) => [word, "date"] as const),
    ...(
      "bedrag amount aantal number som sum prijs price hoogte deel gedeelte aandeel share portion fraction " +
      // A period is a number of days, months or years ("binnen zes maanden", "twaalf maanden").
      "periode period termijn term duur duration " +
      // A number identifies ("versienummer", "KvK-nummer"): the answer holds it, the text need not say "nummer".
      "nummer " +
      "bedragen amounts aantallen numbers sommen sums prijzen prices"
    )
      .split(" ")
      .map((word) => [word, "number"] as const),
    ..."percentage procent percent".split(" ").map((word) => [word, "percent"] as const),
    ...(
      "bedrijf company werkgever employer firma firm organisatie organisation organization instelling institution " +
      "geldverstrekker lender persoon person naam name"
    )
      .split(" ")
      .map((word) => [word, "name"] as const),
  ]),
);

/** Whether a question is plainly English: some rules read English word order and endings only. */
const isEnglish = (question: string) => clearLanguage(question) === "en";

/** The adjectives of price, which say what a thing is worth: "Wat is het huis waard?", "What is it worth?". */
const WORTH_WORDS = "waard|worth";

/** A question as its forms are matched: folded, trimmed, single-spaced. */
const normalised = (question: string) =>
  fold(question)
    .trim()
    .replace(/\s+/g, " ")
    .replace(TIME_AFTER_COPULA, "$1")
    .replace(
      WORTH_ASKED,
      (_, what: string, copula: string, rest: string) =>
        `${what === "wat" ? "hoeveel" : "how much"} ${copula === "'s" ? "is" : copula.trim()}${rest}`,
    );

/**
 * "Wat is het huis nu waard?", "What's the house worth?" ask for a figure as "Hoeveel is het huis waard?" does: its
 * thing and its worth are the focus.
 */
const WORTH_ASKED = new RegExp(`^(wat|what)( is|'s| zijn| are| was| were)( .*\\b(?:${WORTH_WORDS})\\b.*)$`);

/**
 * A time adverbial between the interrogative's copula and what it asks for ("Wat is op dit moment de rente…",
 * "What is currently the rate…") says when, not what: the question's form is read without it.
 */
const TIME_AFTER_COPULA =
  /^((?:wat|hoe \p{L}+|welke?|what|how \p{L}+|which)(?:'s| is| zijn| are| bedraagt))(?: (?:op dit moment|op het moment|momenteel|tegenwoordig|nu|vandaag|currently|now|today|at the moment|at present|right now|these days))+(?=\s)/u;

/** "When did…", "when was…", "wanneer is … gebouwd": a past event has a date; "When is a visit covered?" asks for a condition. */
const PAST_EVENT_EN = /^(?:when|since when) (?:did|was|were|has|have|had)\b/;
const PAST_EVENT_NL = /^wanneer (?:was|waren|werd|werden|heeft|hebben|had|hadden)\b/;
const PERFECT_NL = /^wanneer (?:is|zijn)\b.*\s(?:ge|be|ver|ont|her|er)\p{L}+[dtn]\??$/u;

const SINCE_WHEN = /^(?:sinds|vanaf|since|from) (?:wanneer|when)\b/;
const PERCENT_FORM = new RegExp(`^${LEAD}(?:hoeveel procent|how many percent|${WHICH} (?:percentage|procent))\\b`);
const NAME_FORM = new RegExp(`^${LEAD}(?:wie|who|whom|whose)\\b`);
const KIND_FORM = new RegExp(`^${LEAD}${WHICH} ([a-z]+)`);
/** The adjectives of the interrogatives of degree ("hoe hoog", "how long"); "hoe snel", "how soon" ask for a span. */
const DEGREE_ADJECTIVES = "hoog|groot|oud|lang|duur|zwaar|snel|high|large|big|old|long|far|soon|quickly|fast";
/** "Hoeveel", "hoe hoog", "how many", "how soon": the interrogatives of degree, which ask for a figure. */
const DEGREE_INTERROGATIVE = `(?:hoeveel|(?:hoe|how) (?:veel|much|many|${DEGREE_ADJECTIVES}))`;
/** A comparative after an interrogative of degree asks for a difference ("hoeveel meer", "how much less"). */
const COMPARATIVE = "(?:meer|minder|more|less|fewer)";
const DEGREE = `${DEGREE_INTERROGATIVE}(?: ${COMPARATIVE})?`;
const NUMBER_FORM = new RegExp(`^${LEAD}(?:${DEGREE})\\b`);

/**
 * "Hoeveel meer is … waard na de verbouwing dan nu?", "How much more … compared to now?": a question of difference,
 * which two figures answer, the one asked about and the one it is compared with.
 */
const DIFFERENCE_FORM = new RegExp(
  `\\b${DEGREE_INTERROGATIVE} ${COMPARATIVE}\\b|\\b(?:compared (?:to|with)|vergeleken (?:met|bij))\\b`,
);
export const asksForDifference = (question: string) => DIFFERENCE_FORM.test(normalised(question));

/** The adjective of a degree interrogative: "hoog" in "Hoe hoog is…", "long" in "How long does…". */
const DEGREE_ADJECTIVE = new RegExp(`\\b(hoe|how)\\s+(?:${DEGREE_ADJECTIVES})\\b`, "giu");

/**
 * A question as it is searched: without the adjective of its degree interrogative, which asks for a figure and
 * names nothing a passage must say ("Hoe hoog is het eigen risico…" is not about anything high).
 */
export const withoutDegreeAdjective = (question: string) => question.replace(DEGREE_ADJECTIVE, "$1");

/** The answer type a question asks for, or undefined when its form says none ("Does…", "Wat houdt … in?"). */
export function answerTypeOf(question: string): AnswerType | undefined {
  const q = normalised(question);
  if (SINCE_WHEN.test(q) || PAST_EVENT_EN.test(q) || PAST_EVENT_NL.test(q) || PERFECT_NL.test(q)) return "date";
  if (PERCENT_FORM.test(q)) return "percent";
  if (NAME_FORM.test(q)) return "name";
  const kind = kindNounOf(question);
  if (kind) return KIND_NOUNS[kind];
  const opening = openingKindOf(q);
  if (opening) return opening;
  // The level of a rate is a percentage: "Hoe hoog is de toetsrente…", "What is the interest rate…" ask for one;
  // "How long is the rate fixed…" asks for a span.
  const asksNumber = NUMBER_FORM.test(q);
  const asksLevel = (asksNumber && !DURATION_FORM.test(q) && !SPEED_FORM.test(q)) || WHAT_IS.test(q);
  if (asksLevel && isRate(focusNounOf(question, []))) return "percent";
  return asksNumber ? "number" : headKindOf(question);
}

/**
 * A question typed without an interrogative that opens with a kind noun ("Year the house was built?", "Datum
 * rapport?") asks for that kind, as "In welk jaar…" does; so does a compound of a known word and one ("Bouwjaar van
 * het huis…?": bouw + jaar; not "voordeel", whose "voor" is a function word).
 */
function openingKindOf(q: string): AnswerType | undefined {
  const first = words(q)[0] ?? "";
  const kind = KIND_NOUNS[first] ? first : COMPOUND_KINDS.find((tail) => endsInKind(first, tail));
  return kind ? KIND_NOUNS[kind] : undefined;
}

/** The kind nouns long enough to end a compound ("jaar", "bedrag"; not "dag" or "som"). */
const COMPOUND_KINDS = Object.keys(KIND_NOUNS).filter((kind) => kind.length >= 4);

/** Whether a word is a known word of three letters or more joined to the kind noun `tail`. */
function endsInKind(word: string, tail: string): boolean {
  const head = word.slice(0, -tail.length);
  return word.endsWith(tail) && head.length >= 3 && !isStopWord(head) && isDictionaryWord(head);
}

const WHAT_IS = new RegExp(`^(?:${WHAT_IS_NL}|${WHAT_IS_EN})\\b`);

/** Nouns of a rate, whose figure is a percentage ("rente", "hypotheekrente", "interest rate"). */
const RATE_NOUNS = new Set("rente rate rates interest".split(" "));

/** Whether a focus noun (or the last part of a Dutch compound) names a rate. */
function isRate(noun: string | undefined): boolean {
  if (!noun) return false;
  const head = noun.split(" ").at(-1) as string;
  return RATE_NOUNS.has(head) || RATE_NOUNS.has(compoundOf(head)?.tail ?? "");
}

/** The kind-naming noun of a question ("bedrijf" in "Bij welk bedrijf…"): it says what is asked, not about what. */
export function kindNounOf(question: string): string | undefined {
  const kind = KIND_FORM.exec(normalised(question))?.[1];
  return kind && KIND_NOUNS[kind] ? kind : undefined;
}

const INTERROGATIVE = new RegExp(`^${LEAD}(?:${DEGREE}|${WHICH})\\s`);
/** Units an answer is counted in ("dagen", "weeks", "euro", "square metres"). */
const UNITS = new Set(
  (
    "dag dagen week weken maand maanden jaar jaren uur uren minuut minuten werkdag werkdagen euro procent " +
    "day days week weeks month months year years hour hours minute minutes euros dollars percent " +
    // Units of length and area: "Hoeveel vierkante meter…", "How many square metres of land…".
    "meter meters metre metres vierkante square kilometer kilometers kilometre kilometres m² m2"
  ).split(" "),
);

/**
 * Nouns that name the kind or the measure of the answer rather than what it is about ("Wat is de termijn…",
 * "Hoeveel dagen…", "How many weeks…"): no answering unit has to say them.
 */
const MEASURE_NOUNS = new Set([
  ..."termijn periode duur looptijd hoogte niveau keer moment tijd tijdstip term period duration level times time".split(
    " ",
  ),
  ...UNITS,
]);

/** Whether a noun, in any number, names the measure of the answer ("terms", "dagen", "levels"). */
function isMeasureNoun(word: string): boolean {
  return MEASURE_NOUNS.has(word) || stemsOf(word).some((stem) => MEASURE_NOUNS.has(stem));
}

/**
 * Nouns that sort what the question asks about into a kind ("What kind of foundation…", "Welk soort fundering…",
 * "Which types of drugs…"): the noun after them (and "of" or "van") is the thing asked about.
 */
const CLASSIFIER_NOUNS = new Set("kind kinds type types sort sorts soort soorten".split(" "));

/**
 * Nouns that ask for a share of what follows their "of" or "van" ("Welk deel van de lening…", "What portion of the
 * loan…"): the answer is a part or share of that thing, and need not say "deel".
 */
const PARTITIVE_NOUNS = new Set("deel gedeelte aandeel part portion proportion share fraction".split(" "));

/**
 * The index of the word after a classifier noun and its "of" or "van" at `at`, or after a partitive noun that has
 * its "of" or "van" (the same index when there is none).
 */
function pastClassifier(words: string[], at: number): number {
  const partitive = PARTITIVE_NOUNS.has(words[at] ?? "") && /^(?:of|van)$/.test(words[at + 1] ?? "");
  if (!CLASSIFIER_NOUNS.has(words[at] ?? "") && !partitive) return at;
  let next = at + 1;
  if (/^(?:of|van)$/.test(words[next] ?? "")) next++;
  while (DETERMINERS.has(words[next] ?? "")) next++;
  return next < words.length ? next : at;
}

/**
 * The opening of a question after a figure, a date or a label ("Hoeveel…", "Wat is de…", "Op welk moment…",
 * "What rate…"): its interrogative with the preposition and verb it comes with.
 */
const FACT_FORM = new RegExp(
  `^${LEAD}(?:hoeveel (?:bedraagt|bedragen|kost|kosten)|${DEGREE}|wanneer|welke?|` +
    `wat voor(?: een)?|wat (?:is|zijn|bedraagt|bedragen|was)|when|which|${WHAT_IS_EN}|what)\\b`,
);

/** "What does the report say about X?", "Wat staat er in het rapport over X?", "Wat verklaart … over X?": any verb of saying. */
const ABOUT_FORM =
  /^(?:what (?:does|do|did) .+? (?:say|state|mention|tell|note|write|declare|explain)(?: us)? about|wat (?:staat er|zegt|zeggen|vermeldt|vermelden|verklaart|verklaren|meldt|melden|schrijft|schrijven|noemt|noemen) .*?\bover) (.+)$/;

/**
 * How a question asks a document to say about a topic, if it asks so: the words that ask ("what does the valuation
 * report say about") and the topic ("de bouwkundige staat van de Lindelaan 8").
 */
export function aboutFormOf(question: string): { asking: string; topic: string } | undefined {
  const q = normalised(question);
  const topic = ABOUT_FORM.exec(q)?.[1];
  return topic ? { asking: q.slice(0, q.length - topic.length), topic } : undefined;
}

/** How a fact question asks: its opening, the word it asks for, and the words that only ask. */
export interface FactForm {
  /** The interrogative opening with its preposition and verb ("op welk", "how many", "wat is"). */
  opening: string;
  /** The word right after the opening that the answer is about ("marktwaarde"), unless it is a verb, a kind noun or a unit. */
  focus?: string;
  /** Whether the word after the opening only names the kind of answer ("Op welk moment…", "Tot welk bedrag…"). */
  namesKind: boolean;
  /** The words that ask rather than name what is asked about: the opening, a kind noun, the units counted in. */
  asking: string;
}

/**
 * A fact question's form ("Hoeveel…", "Wat is de marktwaarde…", "Bij welke…", "How many square metres of…"), or
 * none when the question is of another form ("Does…", "Is…").
 */
export function factFormOf(question: string, names: string[]): FactForm | undefined {
  const q = normalised(question);
  const opening = FACT_FORM.exec(q)?.[0];
  if (!opening) return undefined;
  const after = words(q.slice(opening.length));
  const firstWord = after.findIndex((word) => !isStopWord(word));
  const at = firstWord >= 0 ? pastClassifier(after, firstWord) : firstWord;
  const classifier = after.slice(Math.max(firstWord, 0), Math.max(at, 0));
  const first = after[at];
  const namesKind = first !== undefined && ANSWER_KIND_NOUNS.has(first);
  let unitsEnd = Math.max(at, 0);
  while (UNITS.has(after[unitsEnd] ?? "")) unitsEnd++;
  const counted = at >= 0 ? after.slice(at, unitsEnd) : [];
  // A word the clause's subject follows is its verb ("Wanneer telt de marktwaarde…"), not what is asked for. After a
  // modal or "do" the word is the subject of an act ("Wanneer mag een klant…", "When can a client…"), which the
  // answer need not name ("Aflossen bij verkoop … is altijd boetevrij"); after "is" or "wordt" it is the thing
  // asked about ("Hoe lang is de offerte geldig?").
  const isVerb =
    startsSubject(after[at + 1], names) || after.slice(0, Math.max(at, 0)).some((word) => ACT_AUXILIARIES.has(word));
  // An English noun phrase's focus is its head, its last noun: "What is the market value…" asks for a value, "How
  // much holiday pay…" for pay; the words before it narrow it. (A Dutch compound is one word.) A measure or a kind
  // of answer as the head leaves the first word.
  const head = first !== undefined && isEnglish(question) ? after[phraseEnd(after, at, names, true)] : undefined;
  const focus = head && head !== first && namesWhatIsAsked(head) && !ANSWER_KIND_NOUNS.has(head) ? head : first;
  return {
    opening,
    ...(focus && !isVerb && !namesKind && !counted.length ? { focus } : {}),
    namesKind,
    asking: [opening, ...classifier, ...(namesKind && first ? [first] : []), ...counted].join(" "),
  };
}

/** English "do" and the modal verbs: a question opened by one asks yes or no, one after a question word of an act. */
const AUXILIARIES_EN = "do does did can could may might must should will would shall".split(" ");

/** Modal verbs and "do": the clause after them tells of an act by its subject. */
/** Dutch modal verbs. */
const MODALS_NL = "mag mogen kan kunnen moet moeten wil willen zal zullen".split(" ");
const ACT_AUXILIARIES = new Set([...MODALS_NL, ...AUXILIARIES_EN]);

/**
 * Nouns that only name the kind of answer ("Tot welk bedrag…", "Op welk moment…", "In welk jaar…"): the figure or
 * time asked for is the answer, no passage has to say the noun.
 */
const ANSWER_KIND_NOUNS = new Set(
  (
    "bedrag bedragen som percentage procent aantal jaar datum periode termijn hoogte niveau prijs moment tijd tijdstip " +
    "amount sum percentage percent number year date period term level price moment time"
  ).split(" "),
);
/** An English possessive ("Visser's", "employees'"): it opens a noun phrase as "his" does. */
const isPossessive = (word: string) => /\p{L}'s?$/u.test(word);
const PRONOUNS = new Set("ik je jij u hij zij ze wij we men i you he she it we they".split(" "));
export const DETERMINERS = new Set(
  "de het een the a an his her its their zijn haar hun mijn uw my your our onze ons this that these those deze dit die".split(
    " ",
  ),
);

/** The words after a question's interrogative ("Hoeveel kinderen heeft…" → kinderen, heeft, …); none without one. */
function wordsAfterInterrogative(question: string): string[] | undefined {
  const q = normalised(question);
  const form = INTERROGATIVE.exec(q);
  return form ? words(q.slice(form[0].length)) : undefined;
}

/**
 * Whether a word, following another, starts the clause's subject (an article, a pronoun, a name or an initial), so
 * that the word before it is the verb: "Hoeveel bedraagt de…", "Hoeveel verdient J. Visser…".
 */
const startsSubject = (word: string | undefined, names: string[]) =>
  word !== undefined && (DETERMINERS.has(word) || PRONOUNS.has(word) || names.includes(word) || word.length === 1);

/**
 * The question's focus noun: the head of the noun phrase right after its interrogative ("kinderen" in "Hoeveel
 * kinderen heeft…", "children" in "How many children…", "costs" in "What are the estimated renovation costs?"),
 * articles skipped. None
 * when an auxiliary, a name or a kind-naming noun comes first ("When did J. Visser start…", "Hoeveel mag…", "Bij
 * welk bedrijf…"): then the question names no thing that its answer must be about.
 */
export function focusNounOf(question: string, names: string[]): string | undefined {
  const phrase = nounPhraseOf(question, names);
  if (!phrase) return undefined;
  const { rest, at, end } = phrase;
  if (names.includes(rest[at] as string) || KIND_NOUNS[rest[at] as string]) return undefined;
  const head = rest[end] as string;
  const before = rest[end - 1];
  if (
    before !== undefined &&
    end > at &&
    termGroupsOf(`${before} ${head}`).length === 1 &&
    termGroupsOf(head).length === 1
  )
    return `${before} ${head}`;
  // A unit counted, narrowed by a noun, counts that noun's kind ("paid sick days", "vacation days"): the noun is
  // asked. (A span narrowed, "fixed-rate terms", asks for the spans.)
  if (before !== undefined && end > at && UNITS.has(head) && namesAThing(before, isEnglish(question)))
    return namesWhatIsAsked(before) ? before : undefined;
  return namesWhatIsAsked(head) ? head : undefined;
}

/**
 * The noun phrase right after a question's interrogative, as the words after it and the phrase's first and last
 * (head) word: articles skipped; none when an auxiliary or a verb comes first ("When did J. Visser start…",
 * "Hoeveel mag…", "Hoeveel bedraagt de…").
 */
function nounPhraseOf(question: string, names: string[]): { rest: string[]; at: number; end: number } | undefined {
  const rest = wordsAfterInterrogative(question);
  if (!rest) return undefined;
  // After a degree interrogative, a copula and its subject ("How much is the holiday allowance?", "Hoeveel bedraagt
  // de borgtochtprovisie…", "Hoe oud is de woning…"): the subject is what the figure is of.
  const copula =
    NUMBER_FORM.test(normalised(question)) && COPULAS.has(rest[0] ?? "") && DETERMINERS.has(rest[1] ?? "") ? 1 : 0;
  let at = rest.findIndex((candidate, i) => i >= copula && !DETERMINERS.has(candidate));
  // "How many days of sabbatical leave…", "How many square metres of land…": after a measure of one word or more
  // and "of", the noun it measures. The measure is the subject the verb agrees with ("square metres … belong").
  let after = at;
  while (isMeasureNoun(rest[after] ?? "")) after++;
  const measure = after > at && /^(?:of|van|aan)$/.test(rest[after] ?? "") ? rest[after - 1] : undefined;
  if (measure) at = after + 1;
  while (DETERMINERS.has(rest[at] ?? "")) at++;
  at = pastClassifier(rest, at);
  const word = rest[at];
  if (!word || isStopWord(word) || /^\d/.test(word) || word.length < 3 || isMeasureNoun(word)) return undefined;
  // A word followed by the subject is the verb; a noun is followed by the verb or more of itself ("Hoeveel
  // kinderen heeft…").
  if (startsSubject(rest[at + 1], names)) return undefined;
  // The noun phrase runs on to the verb or a function word; its head is its last word, in Dutch and English alike
  // ("estimated renovation costs" asks about costs, "rentevaste periodes" about periods). A phrase the lexicon
  // lists is one noun ("eigen bijdrage": copay).
  return { rest, at, end: phraseEnd(rest, at, names, isEnglish(question), measure) };
}

/**
 * Where a noun phrase that starts at `at` ends: at the verb or a function word. `measure` is the noun a measure
 * phrase's verb agrees with ("square metres … belong").
 */
function phraseEnd(rest: string[], at: number, names: string[], english: boolean, measure?: string): number {
  let end = at;
  while (end + 1 < rest.length) {
    const following = rest[end + 1] as string;
    // A participle after the noun says what was done to it ("the lowest price paid for…", "the amount
    // reimbursed"): the phrase ends before it.
    const isVerb =
      startsSubject(rest[end + 2], names) ||
      (english && agreesAsVerb(measure ?? (rest[end] as string), following, rest[end + 2])) ||
      (english &&
        isEnglishParticiple(following) &&
        (rest[end + 2] === undefined || PREPOSITIONS_EN.has(rest[end + 2] as string)));
    if (isStopWord(following) || /^\d/.test(following) || names.includes(following) || isVerb) break;
    end++;
  }
  return end;
}

/** Whether a phrase's head can be what a question asks for: no measure ("dagen"), kind of answer or short word. */
const namesWhatIsAsked = (head: string) => head.length >= 3 && !isMeasureNoun(head) && !KIND_NOUNS[head];

/** The verbs that join a subject to a figure: "is", "bedraagt". */
const COPULAS = new Set("is are was were zijn waren bedraagt bedragen bedroeg".split(" "));

/**
 * Whether an English word after a plural noun is that noun's verb, by their agreement, where a preposition follows
 * it: "components count as…". A plural noun does not narrow a noun after it ("energy labels" does, "labels
 * energy" does not), so a word without -s there is the verb. (A verb in -s after a singular noun, "rate applies
 * to…", cannot be told from a plural head: "energy labels in…".)
 */
function agreesAsVerb(noun: string, word: string, next: string | undefined): boolean {
  if (!next || !PREPOSITIONS_EN.has(next) || ADJECTIVE.test(noun)) return false;
  return /[^s]s$/.test(noun) && noun.length > 3 && !/s$/.test(word);
}

export const PREPOSITIONS_EN = new Set(
  (
    "to as for under on in at with from by after before during than between among against across behind below " +
    "beneath beside beyond near since toward towards around along"
  ).split(" "),
);

/**
 * The kind-naming noun at the head of the phrase after the interrogative ("What is the valuation date…",
 * "Wat is de laatste datum…"): the phrase asks for a date, whatever narrows it.
 */
function headKindOf(question: string): AnswerType | undefined {
  const phrase = nounPhraseOf(question, []);
  return phrase && phrase.end > phrase.at ? KIND_NOUNS[phrase.rest[phrase.end] as string] : undefined;
}

/**
 * Everything the answering unit must name of the noun phrase after the interrogative: its head and the nouns that
 * narrow it ("WOZ value" is not any value, "parking spaces" not any space), but not its adjectives ("estimated",
 * "maximale", "rentevaste"), which a source words its own way, nor a measure or kind noun.
 */
export function focusWordsOf(question: string, names: string[]): string[] {
  // "Hoeveel is Lindelaan 8 nu waard?", "How much is the car worth?": the worth is asked of the thing, and both are
  // the focus. A unit names the worth ("Marktwaarde: € 465.000") and the thing itself or by its document's name
  // (the report on Lindelaan 8), so the worth of a thing no document names is not the house's.
  const worth = WORTH.exec(normalised(question))?.[1];
  const focus = nounFocusOf(question, names);
  return worth && !focus.includes(worth) ? [...focus, worth] : focus;
}

/** Prepositions that place a thing where a name is: "het huis aan de Lindelaan 8", "the house at Lindelaan 8". */
const PLACING = new Set("aan op in at on".split(" "));

/**
 * The focus nouns (`focusWordsOf`) a name places, each with that name: "het huis aan de Lindelaan 8" is the house the
 * name names, so a document named after the name ("Taxatierapport_Lindelaan_8_Utrecht.md") is about that house in
 * every unit. A thing of a name ("het salaris van J. Visser") is not the name's: it is named only where a unit names
 * it.
 */
export function focusPlacedBy(question: string, focus: string[], names: string[]): Map<string, string> {
  const tokens = words(normalised(question));
  const out = new Map<string, string>();
  for (const noun of focus) {
    const at = tokens.indexOf(noun);
    if (at < 0 || !PLACING.has(tokens[at + 1] ?? "")) continue;
    let next = at + 2;
    while (DETERMINERS.has(tokens[next] ?? "")) next++;
    const name = tokens[next] ?? "";
    if (names.includes(name)) out.set(noun, name);
  }
  return out;
}

/** The price adjective of a question for a thing's worth ("Hoeveel is … waard?", "How much is … worth?"). */
const WORTH = new RegExp(`^${LEAD}(?:${DEGREE}) .*\\b(${WORTH_WORDS})\\b`);

/** The focus noun and the nouns that narrow it (`focusWordsOf`, without a thing's worth). */
function nounFocusOf(question: string, names: string[]): string[] {
  const head = focusNounOf(question, names);
  if (!head || head.includes(" ")) return head ? [head] : [];
  const rest = wordsAfterInterrogative(question) ?? [];
  const end = rest.indexOf(head);
  const out = [head];
  const english = isEnglish(question);
  for (let i = end - 1; i >= 0; i--) {
    const word = rest[i] as string;
    if (DETERMINERS.has(word) || isStopWord(word) || names.includes(word) || isPossessive(word) || /^\d/.test(word))
      break;
    if (!namesAThing(word, english)) continue;
    out.unshift(word);
  }
  return out;
}

/** An English yes/no question opens with its auxiliary: "Does Zava offer…", "Can Northwind Standard members…". */
const YES_NO_EN = new RegExp(`^(?:${AUXILIARIES_EN.join("|")})\\s`);

/**
 * What an English yes/no question asks about when its subject is named ("Does Zava offer a bicycle plan for
 * commuting?", "Does Northwind Standard cover pet insurance?"): the nouns of the object after the subject's verb.
 * The answer must name that thing, as the answer to "Which X…" names X; a unit about the subject alone ("Zava's
 * plans") does not say yes or no. None when the subject is not a bare name: its end cannot be told from the verb.
 */
function yesNoObjectOf(question: string, names: string[]): string[] {
  const q = normalised(question);
  const auxiliary = YES_NO_EN.exec(q);
  if (!auxiliary || !names.length) return [];
  const clause = q.slice(auxiliary[0].length);
  const rest = words(clause);
  // "Does the Northwind Standard plan pay for…": after an article the subject runs on past the name, and where it
  // ends is not known.
  if (!names.includes(rest[0] ?? "")) return [];
  let at = 0;
  while (names.includes(rest[at] ?? "") || isPossessive(rest[at] ?? "")) at++;
  // After "does" or a modal the verb has no -s: a word with one is a noun of the subject ("Northwind Standard
  // members"). Then the verb, then the object.
  while (/[^s]s$/.test(rest[at] ?? "")) at++;
  at++;
  while (DETERMINERS.has(rest[at] ?? "")) at++;
  const object = phraseFrom(stretchCut(clause, rest)(at), at, names);
  // The head is the thing itself.
  return object.filter((word, i) =>
    i === object.length - 1 ? !isMeasureNoun(word) && !KIND_NOUNS[word] : namesAThing(word, true),
  );
}

/** An English question that asks with a question word and an auxiliary: "How much … does J. Visser receive?". */
const WH_AUXILIARY_EN = new RegExp(
  `^${LEAD}(?:how|what|which|when|where|why|who|whom)\\b.*?\\b(?:${AUXILIARIES_EN.join("|")}) `,
);

/** Dutch auxiliaries: a question they open the clause of asks about the verb at its end, not about them. */
export const DUTCH_AUXILIARIES = new Set([
  ..."is ben bent was waren wordt worden werd werden heb hebt heeft hebben had hadden kun kunt wilt zou zouden".split(
    " ",
  ),
  ...MODALS_NL,
]);

/**
 * The finite verb of a Dutch question, which stands second, right after the question word and its noun and before
 * the subject ("zitten" in "Aan welke kant zitten de kozijnen?", "begint" in "Wanneer begint de verbouwing?"). An
 * auxiliary ("heeft", "is") is no act.
 */
function dutchFiniteVerbOf(q: string, names: string[]): string | undefined {
  const form = FACT_FORM.exec(q) ?? INTERROGATIVE.exec(q);
  if (!form) return undefined;
  const rest = words(q.slice(form[0].length));
  // Past the question word's noun and what narrows it ("kant van Lindelaan 8"), to the first word the subject follows.
  for (let at = 0; at < Math.min(rest.length - 1, 6); at++) {
    const word = rest[at] as string;
    if (DUTCH_AUXILIARIES.has(word)) return undefined;
    if (isStopWord(word) || names.includes(word) || word.length === 1 || /^\d/.test(word)) continue;
    if (startsSubject(rest[at + 1], names)) return word;
  }
  return undefined;
}

/**
 * The verb of an English question asked with "do" or a modal whose subject is a name or a pronoun ("receive" in
 * "How much holiday pay does J. Visser receive?", "claim" in "Up to what amount can I claim…"): the act the
 * question asks about, which a source may state as a figure or a noun ("Vakantietoeslag: € 4.224", "expense up
 * to $1000") without saying it. None when the subject's end cannot be told (it runs on past a noun).
 */
export function actVerbOf(question: string, names: string[]): string | undefined {
  const q = normalised(question);
  if (!isEnglish(question)) return dutchFiniteVerbOf(q, names);
  const form = WH_AUXILIARY_EN.exec(q);
  if (!form) return undefined;
  const rest = words(q.slice(form[0].length));
  let at = 0;
  const article = DETERMINERS.has(rest[at] ?? "");
  while (DETERMINERS.has(rest[at] ?? "")) at++;
  const subjectStart = at;
  while (names.includes(rest[at] ?? "") || PRONOUNS.has(rest[at] ?? "") || (rest[at] ?? "").length === 1) at++;
  // "How quickly does the bank decide on…": after an article and one noun, a word an article, a preposition or
  // the end follows is the verb.
  const next = rest[subjectStart + 2];
  if (at === subjectStart && article && (next === undefined || DETERMINERS.has(next) || PREPOSITIONS_EN.has(next)))
    at = subjectStart + 1;
  const verb = rest[at];
  return at > subjectStart && verb && !isStopWord(verb) && !isPossessive(verb) ? verb : undefined;
}

/**
 * Whether a word in a noun phrase names the thing itself, not its measure ("dagen"), the kind of answer ("bedrag"),
 * its sort ("soort"), a property (an adjective: "estimated", "maximale"; a Dutch word of how a thing is: "klein",
 * "gewoon") or, in Dutch, the verb a clause ends in ("…bij zijn werkgever begonnen?"). `sole`: the word is all its
 * phrase holds.
 */
const namesAThing = (word: string, english: boolean, sole = false) =>
  !(
    COMPARING_QUANTIFIERS.has(word) ||
    // A number in words counts a thing ("the two years before"), it is none.
    NUMBER_WORDS.has(word) ||
    isMeasureNoun(word) ||
    CLASSIFIER_NOUNS.has(word) ||
    KIND_NOUNS[word] ||
    ADJECTIVE.test(word) ||
    ADJECTIVES.has(word) ||
    (!english &&
      (DUTCH_INFLECTED.test(word) ||
        isDutchVerbForm(word) ||
        isDutchDegreeForm(word) ||
        // …unless it is all an article opens ("het buitenland": abroad).
        (!sole && isDutchProperty(word))))
  );

/** Quantifiers that compare ("minder overuren", "more hours"): they say how much, not what. */
const COMPARING_QUANTIFIERS = new Set("meer minder meest minst more less most least fewer".split(" "));

/** Adjectives by their ending (English -ed, -al, -ous…) and by name. */
const ADJECTIVE = /(?:ed|al|ous|ive|able|ible|ful|less|ic|ary)$/;
/**
 * A Dutch inflected adjective ends in -e ("maximale", "vaste"); English nouns end in it as often ("office",
 * "insurance", "price"), so the ending says nothing in an English question.
 */
const DUTCH_INFLECTED = /e$/;
const ADJECTIVES = new Set(
  "maximum minimum total gross net annual yearly monthly new current old fixed first last bruto netto".split(" "),
);

const NUMBER_WORDS = new Set(
  (
    "twee drie vier vijf zes zeven acht negen tien elf twaalf dertien veertien vijftien twintig dertig veertig " +
    "vijftig zestig zeventig tachtig negentig honderd duizend miljoen half halve helft anderhalf " +
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen twenty thirty forty " +
    "fifty sixty seventy eighty ninety hundred thousand million half dozen"
  ).split(" "),
);
const MONTHS = new Set(
  (
    "januari februari maart april mei juni juli augustus september oktober november december " +
    "january february march june july august october"
  ).split(" "),
);
const YEAR = /^(?:1[6-9]|20)\d\d$/;

/** An interrogative that opens a question, after a preposition it may have ("Voor welke koopsom…", "Hoe lang…"). */
const WH_OPENING = new RegExp(
  `^${LEAD}(?:wat|wie|welke?|hoe\\p{L}*|waar\\p{L}*|wanneer|waarom|what|who|whom|whose|which|how|where|when|why)\\b`,
  "u",
);

/** Whether a sentence asks yes or no: no interrogative opens it ("Kan dat…?", "Does the rate hold…?"). */
const asksYesOrNo = (sentence: string) => !WH_OPENING.test(normalised(sentence));

/**
 * Whether a text states a figure: an amount, a number or a month ("€ 40.000", "in 2014", "van augustus vorig
 * jaar"), not a number that goes with a name ("Lindelaan 8").
 */
function statesFigure(text: string, names: string[]): boolean {
  const tokens = words(text);
  return tokens.some(
    (word, at) => (/^[$€£]?\d/.test(word) && !names.includes(tokens[at - 1] ?? "")) || MONTHS.has(word),
  );
}

/**
 * Whether a yes/no question follows a case that states a figure ("Klant wil maar 40 mille lenen. Kan dat met de
 * Groen Wonen Hypotheek?", "The report is from last August and the offer comes in March. Is that a problem?"): it
 * asks whether the figure passes a rule, and the unit that answers states a figure of its own (a minimum, a period,
 * an age).
 */
export function asksAboutFigureOfCase(question: string, names: string[]): boolean {
  const asking = askingSentences(question);
  return asking.length === 1 && asksYesOrNo(asking[0] as string) && statesFigure(caseOf(question), names);
}

/**
 * The month names of the dates a text writes with a day or year ("op 2 februari", "15 March", "juli 2026"): like the
 * numbers beside them, they are values of the case told, not what it is about.
 */
export function dateMonthsIn(text: string): Set<string> {
  const tokens = words(text);
  return new Set(
    tokens.filter(
      (word, i) => MONTHS.has(word) && [tokens[i - 1], tokens[i + 1]].some((next) => next && /^\d/.test(next)),
    ),
  );
}

const DURATION_FORM = new RegExp(`^${LEAD}(?:hoe lang|how long)\\b`);
/** "Hoe snel…", "How soon…": how long something takes, a span and not the date it runs to. */
const SPEED_FORM = new RegExp(`^${LEAD}(?:hoe snel|how (?:soon|quickly|fast))\\b`);
/** The units a span is counted in: of time and of length, not of money or shares. */
const SPAN_UNITS = new Set([...UNITS].filter((unit) => !/^(?:euros?|dollars|procent|percent)$/.test(unit)));
/** The words that make a unit of time a rate of another: "38 uur per week", "two days a month". */
const RATE_WORDS = new Set("per a an each every elke iedere".split(" "));

/**
 * The units of a span a text states, not those of a rate: "38 uur per week" says how many hours a week, not how
 * long something lasts or has lasted.
 */
const spanUnitsIn = (tokens: string[]) =>
  tokens.filter((word, i) => {
    if (!SPAN_UNITS.has(word)) return false;
    const rateAfter = RATE_WORDS.has(tokens[i + 1] ?? "") && SPAN_UNITS.has(tokens[i + 2] ?? "");
    const rateBefore = RATE_WORDS.has(tokens[i - 1] ?? "") && SPAN_UNITS.has(tokens[i - 2] ?? "");
    return !rateAfter && !rateBefore;
  });

/** The unit a question counts in, right after its interrogative ("hoeveel m²", "how many square metres"). */
const COUNTED_UNIT = new RegExp(`\\b${DEGREE_INTERROGATIVE} (m2|\\p{L}+)`, "u");
const AREA_UNITS = new Set("m2 vierkante square".split(" "));
const LENGTH_UNITS = new Set("meter meters metre metres kilometer kilometers kilometre kilometres".split(" "));
const MONEY_UNITS = new Set("euro euros dollars".split(" "));
/** The units of time ("werkdagen", "weeks", "uur"). */
const TIME_UNITS = new Set(
  [...SPAN_UNITS].filter((unit) => !AREA_UNITS.has(unit) && !LENGTH_UNITS.has(unit) && unit !== "m²"),
);
const COUNTED_KINDS = [AREA_UNITS, LENGTH_UNITS, MONEY_UNITS, TIME_UNITS];
/** An area: a figure in square metres. */
const AREA_FIGURE = /\d\s?(?:m²|m2|vierkante met|square (?:met|feet|foot))/i;

/**
 * Whether a text states a figure in the kind of unit the question counts in: an area for "Hoeveel m²…" (three
 * bedrooms are no floor area), a sum for "Hoeveel euro…", a figure of time or length for "How many weeks…".
 */
function statesCounted(unit: string, text: string, textWords: string[], figure: boolean): boolean {
  if (AREA_UNITS.has(unit)) return AREA_FIGURE.test(text);
  if (MONEY_UNITS.has(unit)) return MONEY.test(text);
  const kind = LENGTH_UNITS.has(unit) ? LENGTH_UNITS : TIME_UNITS;
  return figure && textWords.some((word) => kind.has(word));
}

/** The verbs that ask what something costs or is worth, in a question for a figure. */
const PRICE_VERB = new RegExp(`\\b(?:cost|costs|kost|kosten|${WORTH_WORDS})\\b`);
/** A sum of money: a figure with its currency sign or name. */
const MONEY = /[€$£]\s?\d|\d\s?(?:euros?|eur|dollars?|usd)\b/i;

/** Kind nouns that ask for a day, not a year ("Op welke datum…", "On what day…"). */
const DAY_NOUNS = new Set("datum date dag day".split(" "));
const asksForDay = (question: string) => DAY_NOUNS.has(kindNounOf(question) ?? "");

/** Initials and a surname ("R. Smit", "M. de Boer"), two or more capitalised words, or a legal form ("B.V."). */
const NAME_SPANS = new RegExp(
  `\\p{Lu}\\.\\s?(?:(?:${SURNAME_PARTICLES})\\s)*\\p{Lu}[\\p{L}'-]+|\\p{Lu}[\\p{L}'&-]+(?:\\s+\\p{Lu}[\\p{L}'&-]+)+|` +
    "\\b(?:B\\.V\\.|N\\.V\\.|V\\.O\\.F\\.|Inc\\b|Ltd\\b|LLC\\b|GmbH\\b)",
  "gu",
);

/**
 * Whether a unit without an answer of this type cannot answer. A date, a number or a percentage is there or not;
 * a name is not always written as one ("Who should I report this to?" — "your supervisor"), so for "wie/who" a
 * unit with a name is preferred, not required.
 */
export const typeRequired = (type: AnswerType) => type !== "name";

/**
 * Whether a unit's own text holds an answer of the type: numbers the question itself states ("Lindelaan 8",
 * "2026") and names it names ("J. Visser") do not count, they are what it is about.
 */
export function holdsAnswerType(text: string, type: AnswerType, question: string): boolean {
  const asked = new Set(words(question));
  const textWords = words(text);
  const tokens = textWords.filter((word) => !asked.has(word));
  switch (type) {
    case "percent":
      return tokens.some((word) => word.endsWith("%") || /^(?:procent|percent|procentpunt|percentage)/.test(word));
    case "number": {
      const form = normalised(question);
      // "Hoe lang…", "How long…" ask for a span: a figure in days or metres, or a date it runs from or to; a
      // discount in percentage points is no span, nor is a rate ("38 uur per week").
      const statesSpan = () => spanUnitsIn(textWords).some((word) => !asked.has(word));
      if (SPEED_FORM.test(form)) return statesSpan();
      if (DURATION_FORM.test(form)) return statesSpan() || holdsAnswerType(text, "date", question);
      // "How much does … cost?", "Hoeveel is … waard?" ask for a sum of money: a number of weeks is no price.
      if (PRICE_VERB.test(form)) return MONEY.test(text);
      const figure = tokens.some((word) => /\d/.test(word) || NUMBER_WORDS.has(word));
      // "Hoeveel m² is de zolder?", "How many weeks…": a figure in the kind of unit the question counts in.
      const counted = COUNTED_UNIT.exec(form)?.[1];
      if (counted && COUNTED_KINDS.some((kind) => kind.has(counted)))
        return statesCounted(counted, text, textWords, figure);
      return figure;
    }
    case "date": {
      const dayOrMonth = tokens.some((word) => MONTHS.has(word)) || /\b\d{1,2}[-/]\d{1,2}[-/]\d{2,4}\b/.test(text);
      // "Op welke datum…", "On what date…" ask for a day: a year alone ("Tussenwoning uit 1934") names none.
      return dayOrMonth || (!asksForDay(question) && tokens.some((word) => YEAR.test(word.replace(/[.,]$/, ""))));
    }
    case "name":
      return [...text.matchAll(NAME_SPANS)].some(
        ([span]) =>
          /^(?:B\.V\.|N\.V\.|V\.O\.F\.|Inc|Ltd|LLC|GmbH)$/.test(span) ||
          words(span).some((word) => word.length > 1 && !asked.has(word) && !isStopWord(word)),
      );
  }
}

/**
 * How a unit names the focus noun: its own stems, or — for a compound the lexicon reads as its two parts
 * ("huisdieren" → huis + dieren: house, animal) — both parts. One part alone is another thing ("woning" is a house,
 * not a pet). Returns the groups of which a unit must hold one term each; the word's own stems hold for all.
 */
export function focusNounParts(word: string): string[][] {
  return compoundOf(word)?.parts ?? [termGroupsOf(word, { related: true })[0] ?? []];
}

/**
 * A compound the lexicon translates whole as an English phrase of one word per part ("studieschuld": student loan),
 * its parts' own senses not among the phrase's: each part in its own senses or the phrase's word in its place. A
 * Dutch text about a loan ("hypothecaire financiering") names no student loan. (English text may say the phrase
 * in other words, "health coverage" for "zorgverzekering", so only Dutch text is held to it.)
 */
export function phraseParts(word: string): string[][] | undefined {
  const whole = termGroupsOf(word)[0] ?? [];
  const own = stemsOf(word);
  const phrase = whole.filter((term) => !own.includes(term));
  if (word.includes(" ") || phrase.length !== 2) return undefined;
  for (let cut = word.length - 3; cut >= 3; cut--) {
    // A derivational suffix is no second thing ("jaarlijks" is yearly, not year + corpse).
    if (isDerivationalSuffix(word.slice(cut))) continue;
    const senses = [word.slice(0, cut), word.slice(cut)].map((part) =>
      [part, withoutDutchEnding(part)].some((form) => conceptsOf([form], 0)) ? termGroupsOf(part)[0] : undefined,
    );
    if (senses.every(Boolean))
      return senses.map((group, i) => [...new Set([...own, ...(group as string[]), phrase[i] as string])]);
  }
  return undefined;
}

/** A Dutch compound the lexicon reads as parts: the groups a unit must hold one term of each, and its last part. */
export function compoundOf(word: string): { parts: string[][]; tail: string; unlisted?: boolean } | undefined {
  const whole = termGroupsOf(word, { related: true })[0] ?? [];
  if (word.includes(" ")) return undefined;
  const own = stemsOf(word);
  const concepts = new Set(whole.filter((term) => !own.includes(term)));
  let narrowed: { parts: string[][]; tail: string; unlisted?: boolean } | undefined;
  for (let cut = word.length - 3; cut >= 3; cut--) {
    const tail = termGroupsOf(word.slice(cut))[0];
    const headWord = word.slice(0, cut);
    const head = termGroupsOf(headWord)[0] ?? termGroupsOf(withoutDutchEnding(headWord))[0];
    if (!head || !tail) continue;
    const parts = [head, tail].map((group) => group.filter((term) => concepts.has(term)));
    // Each part also in its own (Dutch) letters, where a cognate may meet it ("opties", options). A compound whose
    // last part names the kind of answer ("verkoopprijs", "waardepeildatum") asks for that figure of what its
    // first part names: the answer names the first part ("verkocht voor bedragen…"), the figure is the kind.
    if (parts.every((part) => part.length)) {
      const named = parts.map((part, i) => [...own, dutchStem(i === 0 ? headWord : word.slice(cut)), ...part]);
      // A first part that is a compound itself ("huisdieren" in "huisdierenverzekering": house + animal) is named
      // where each of its parts is: "home health care" is no pet insurance.
      const headParts = compoundOf(headWord)?.parts;
      const first = headParts && headParts.length >= 2 ? headParts.map((part) => [...own, ...part]) : named.slice(0, 1);
      return { parts: KIND_NOUNS[word.slice(cut)] ? first : [...first, ...named.slice(1)], tail: word.slice(cut) };
    }
    // A first part no list has as a word still narrows the head the lexicon read: in the senses the compound's
    // reading gave it ("duik" in "duiklessen", a verb's stem: dive), else in its own letters ("mail" in
    // "mailadres"), so that a unit naming another address does not name an e-mail address.
    const headPart = parts[1] ?? [];
    const unlisted = head.every((term) => stemsOf(headWord).includes(term));
    if (narrowed || !unlisted || !headPart.length || word.length - cut < MIN_HEAD) continue;
    const modifier = [...concepts].filter((term) => !tail.includes(term));
    narrowed = {
      parts: [
        [...new Set([...own, dutchStem(headWord), ...modifier])],
        [...new Set([...own, dutchStem(word.slice(cut)), ...headPart])],
      ],
      tail: word.slice(cut),
      unlisted: true,
    };
  }
  return narrowed;
}

/** A part of a Dutch compound by its Dutch stem (stemsOf gives the English stem first). */
const dutchStem = (word: string) => stemsOf(word).at(-1) as string;

/** A compound's head read without its first part is this long at least ("adres" in "mailadres"). */
const MIN_HEAD = 5;

/**
 * The nouns a question names: the words of each noun phrase that an article or a possessive opens ("a company
 * car", "my dog", "de rekeningen van de dierenarts"), and the focus after its interrogative — but not adjectives,
 * measures, kind nouns or names. A noun that no document of the caller uses is a thing the documents cannot be
 * about, however well they match the question's other words.
 */
export function namedNounsOf(question: string, names: string[]): string[] {
  const out = new Set([...focusWordsOf(question, names), ...yesNoObjectOf(question, names)]);
  const english = isEnglish(question);
  for (const phrase of phrasesAfterDeterminers(question, names, { properties: false }))
    for (const word of phrase) if (namesAThing(word, english, phrase.length === 1)) out.add(word);
  // In "What does the valuation report say about X?" the document and the verb only ask: X is what is named. The
  // verb of an act ("does the bank decide") names no thing either.
  const asking = new Set([...words(aboutFormOf(question)?.asking ?? ""), actVerbOf(question, names)]);
  const verbs = english || !out.size ? new Set<string>() : dutchClauseVerbsOf(question);
  return [...out].filter((word) => !names.includes(word) && !asking.has(word) && !verbs.has(word));
}

/**
 * Dutch words that open a clause whose verb stands at its end: subordinating conjunctions and relative pronouns
 * ("als we … in het bouwdepot stoppen", "een klant die … een eenmanszaak runt"), a closed class of Dutch grammar.
 */
const DUTCH_SUBORDINATORS = new Set(
  "als die dat omdat zodra voordat nadat wanneer terwijl indien tenzij zodat sinds hoewel waar of".split(" "),
);
/** Dutch modals and verbs of aspect whose clause ends in an infinitive ("wil ik het inkomen … bekijken"). */
const DUTCH_INFINITIVE_TAKERS = new Set([...MODALS_NL, ..."kun kunt wilt zult ga gaat gaan laat laten".split(" ")]);

/**
 * The verbs that end a Dutch question's clauses ("Kan ik de werkgeversverklaring gebruiken die nu in het dossier
 * zit?", "Voor een tweede berekening wil ik het inkomen … bekijken."): a Dutch subordinate clause ends in its finite
 * verb and a clause with a modal in its infinitive. Such a word is a verb where it stands, whatever noun a
 * dictionary also lists it as ("zit": pimple), so it names no thing. A word right after an article, possessive or
 * preposition is a noun's ("naar de kinderen"), and one no English sense of which is a verb names a thing
 * ("contactlenzen").
 */
function dutchClauseVerbsOf(question: string): Set<string> {
  const out = new Set<string>();
  for (const stretch of fold(question).split(/[,.;:?!]/)) {
    const tokens = words(stretch);
    // A subordinate clause starts at its conjunction, so one clause's end is found before the next one opens.
    const starts = [0, ...tokens.flatMap((word, at) => (at > 0 && DUTCH_SUBORDINATORS.has(word) ? [at] : []))];
    starts.forEach((start, i) => {
      const clause = tokens.slice(start, starts[i + 1] ?? tokens.length);
      const last = clause.at(-1);
      const before = clause.at(-2);
      if (!last || !before || DETERMINERS.has(before) || isPossessive(before) || isStopWord(before)) return;
      const verbFinal =
        DUTCH_SUBORDINATORS.has(clause[0] as string) ||
        clause.slice(0, -1).some((word) => DUTCH_INFINITIVE_TAKERS.has(word));
      const infinitive = verbFinal ? dutchInfinitiveOf(last) : undefined;
      if (!infinitive || !senseClassesOf(infinitive).some((tags) => tags.has("Verb"))) return;
      out.add(last);
      // The verbs of the clause's end stand together, the infinitives before the last ("… een nieuwe laten
      // opstellen").
      for (let at = clause.length - 2; at > 0; at--) {
        const word = clause[at] as string;
        if (DETERMINERS.has(clause[at - 1] as string) || dutchInfinitiveOf(word) !== word) break;
        out.add(word);
      }
    });
  }
  return out;
}

/** A word of parts joined by hyphens: "BKR-registratie", "Wi-Fi", "out-of-pocket". */
const HYPHENATED = /\p{L}[\p{L}\d]*(?:-[\p{L}\d]+)+/gu;

/**
 * The hyphenated words of a question, each as its parts: one thing of them, in either language ("BKR-registratie",
 * "Wi-Fi"), which a source that holds only one part does not name ("Nederlands Register van Vastgoed Taxateurs").
 * Parts of one letter and function words ("out-of-pocket") do not count.
 */
export function hyphenatedPhrasesOf(question: string): string[][] {
  return [...question.matchAll(HYPHENATED)]
    .map(([word]) => words(word).filter((part) => part.length >= 2 && !isStopWord(part)))
    .filter((parts) => parts.length >= 2);
}

/**
 * The things a question names in more than one noun ("a company car", "its employees stock options", "M. de
 * Boer's email address"): each phrase an article or possessive opens, without its adjectives and measures. A
 * phrase is one thing: a passage that holds only some of its nouns is about something else ("the company's
 * operations" is no company car). The last word is the phrase's head noun; a kind noun before it narrows it
 * ("company" in "company car").
 */
export function namedNounPhrasesOf(question: string, names: string[]): string[][] {
  const english = isEnglish(question);
  // The object of a yes/no question is a phrase without an article too ("Does Northwind Standard cover pet
  // insurance?"); with one it is among the phrases already.
  const object = yesNoObjectOf(question, names);
  const phrases = phrasesAfterDeterminers(question, names);
  const bare =
    object.length >= 2 &&
    !phrases.some((phrase) => object.every((word, i) => phrase[phrase.length - object.length + i] === word));
  return [...phrases, ...(bare ? [object] : [])]
    .map((phrase) =>
      phrase.filter((word, i) =>
        i === phrase.length - 1 ? !isMeasureNoun(word) : namesAThing(word, english) || KIND_NOUNS[word] !== undefined,
      ),
    )
    .filter((phrase) => phrase.length >= 2);
}

/**
 * Nouns that with an indefinite article only count what follows ("een paar maanden", "a couple of months", "a lot
 * of", "een aantal"): part of the determiner, not a thing named.
 */
const QUANTIFIER_NOUNS = new Set("paar aantal boel hoop beetje couple number lot bit handful".split(" "));

/** The index after a determiner at `at`, past a quantifier noun and its "of" or "van" where one follows "een" or "a". */
function pastQuantifier(tokens: string[], at: number): number {
  const next = at + 1;
  if (!/^(?:een|a|an)$/.test(tokens[at] ?? "") || !QUANTIFIER_NOUNS.has(tokens[next] ?? "")) return next;
  return /^(?:of|van)$/.test(tokens[next + 1] ?? "") ? next + 2 : next + 1;
}

/**
 * The words of each noun phrase an article or possessive opens, up to the next function word, number or name. In
 * English a phrase may run on into what is said of it: a participle ("a massage reimbursed") or, in a question
 * opened by a copula, the adjective it asks about ("Is my dog welcome?"). Neither is part of the thing. Without
 * `properties`, an English phrase keeps only the words that name things.
 */
export function phrasesAfterDeterminers(question: string, names: string[], { properties = true } = {}): string[][] {
  const tokens = words(question);
  const english = isEnglish(question);
  const predicate = english && COPULA_QUESTION.test(normalised(question)) ? tokens.at(-1) : undefined;
  const tags = english ? englishWordClassesOf(question, tokens) : undefined;
  const toStretchEnd = stretchCut(question, tokens);
  // A question opened by "do" has a bare verb after its subject ("Do the premiums … count toward…?"). Where the
  // tagger read none, the subject's last word before a preposition is it: the tagger took it for a noun.
  const verbless =
    english && /^(?:do|does|did)$/.test(tokens[0] ?? "") && tags !== undefined && !hasBareVerb(tags.slice(1));
  const out: string[][] = [];
  for (let i = 0; i < tokens.length; i++) {
    const opener = tokens[i] as string;
    if (!DETERMINERS.has(opener) && !isPossessive(opener) && !(english && QUANTIFIERS_EN.has(opener))) continue;
    const start = pastQuantifier(tokens, i);
    let phrase = phraseFrom(toStretchEnd(start), start, names, tags);
    // A Dutch clause runs on from its noun into adverbs and its verb ("als hij het huis eerder verkoopt"): the thing
    // ends before the first word that is an adverb. The word right after the article is the noun's place, whatever
    // its senses ("het buitenland": abroad).
    if (!english) {
      const adverb = phrase.findIndex((word, at) => at > 0 && isDutchAdverb(word));
      if (adverb > 0) phrase.length = adverb;
    }
    // Where only the things are listed (`properties` false), an English word the tagger reads as an adjective or
    // adverb before the phrase's last word is none ("the rotten window frames", "a big chunk"); it still narrows
    // what a source must name whole ("hearing aid").
    if (english && !properties) {
      const last = phrase.at(-1);
      phrase = phrase.filter((word) => {
        const wordTags = tags?.[tokens.indexOf(word, start)];
        return (
          word === last ||
          wordTags === undefined ||
          wordTags.has("Noun") ||
          !(wordTags.has("Adjective") || wordTags.has("Adverb"))
        );
      });
    }
    if (verbless && phrase.length > 1 && PREPOSITIONS_EN.has(tokens[start + phrase.length] ?? "")) phrase.pop();
    while (
      english &&
      phrase.length > 1 &&
      (isEnglishParticiple(phrase.at(-1) as string) || phrase.at(-1) === predicate)
    )
      phrase.pop();
    if (phrase.length) out.push(phrase);
  }
  return out;
}

/**
 * A Dutch word that says how a thing is, not what it is: no English sense of it the tagger reads as a noun, and one
 * at least as an adjective or adverb ("klein": tiny, little; "dreigend": menacing, threatening; "gewoon":
 * accustomed, usual). Uninflected, such a word stands before a neuter noun ("een klein huis") or after
 * its verb ("zijn salaris gewoon meerekenen"), where the -e ending does not mark it. None before the tagger is
 * loaded.
 */
function isDutchProperty(word: string): boolean {
  const classes = senseClassesOf(word);
  return (
    classes.length > 0 &&
    classes.every((tags) => !tags.has("Noun")) &&
    classes.some((tags) => tags.has("Adjective") || tags.has("Adverb"))
  );
}

/** The word classes the tagger reads in each English sense of a Dutch word. */
function senseClassesOf(word: string): Set<string>[] {
  const senses = (conceptsOf([word], 0)?.concepts ?? []).filter((sense) => sense !== word);
  return senses.map((sense) => {
    const tokens = sense.split("_");
    return new Set(englishWordClassesOf(tokens.join(" "), tokens)?.flatMap((tags) => [...tags]) ?? []);
  });
}

/**
 * A Dutch word the dictionaries give only as adverbs: every English sense the tagger reads as an adverb, or as an
 * adjective that is no noun or verb, and one at least as an adverb ("eerder": ahead, formerly, previously; "straks":
 * soon, just). None before the tagger is loaded.
 */
function isDutchAdverb(word: string): boolean {
  const classes = senseClassesOf(word);
  const adverbial = (tags: Set<string>) =>
    tags.has("Adverb") || (tags.has("Adjective") && !tags.has("Noun") && !tags.has("Verb"));
  return classes.length > 0 && classes.every(adverbial) && classes.some((tags) => tags.has("Adverb"));
}

/**
 * A text's tokens (`words(text)`) cut at the first comma or sentence end after a token: a noun phrase does not run on
 * past one. In "a routine, non-emergency doctor's visit" the word before the comma is an adjective of what follows,
 * no thing of its own; in "… een nieuwe laten opstellen? klant zit gewoon in vaste dienst" the next sentence's
 * subject and verb are no part of the first's phrase. Sentences end where the question's do (`sentencesOf`); a comma
 * inside a number, "1,500", has no space after it.
 */
function stretchCut(text: string, tokens: string[]): (from: number) => string[] {
  let count = 0;
  const ends = sentencesOf(text)
    .flatMap((sentence) => sentence.split(/[,;]\s/))
    .map((stretch) => (count += words(stretch).length));
  // Only where the stretches' tokens are the text's tokens, one for one.
  if (count !== tokens.length) return () => tokens;
  return (from) => tokens.slice(0, ends.find((end) => end > from) ?? tokens.length);
}

/** English quantifiers open a noun phrase as an article does: "Was any asbestos found…?", "Are some fees waived?". */
const QUANTIFIERS_EN = new Set(["any", "some"]);

/** Whether the tagger read a bare or present verb among these words (not a participle: "taken"). */
const hasBareVerb = (tags: Set<string>[]) =>
  tags.some((tag) => tag.has("Verb") && (tag.has("Infinitive") || tag.has("PresentTense")));

/** An English question opened by a copula about a thing, not by "is there" (which asks whether it exists). */
const COPULA_QUESTION = /^(?:is|are|was|were) (?!there\b)/;
const PARTICIPLE = /[^e]ed$/;
/** An English participle, regular ("reimbursed") or not ("paid", "sold"). */
const isEnglishParticiple = (word: string) => PARTICIPLE.test(word) || isIrregularVerbForm(word);

/**
 * The words of a noun phrase from `start`, up to the next article, function word, number, name or possessive. With
 * an English question's word classes (`classes`, one per token) the phrase also ends where a verb or an adjective
 * after a noun begins what is said of it ("my lawyer needs for…", "got my case wrong").
 */
function phraseFrom(tokens: string[], start: number, names: string[], classes?: Set<string>[]): string[] {
  const phrase: string[] = [];
  let nounBefore = false;
  for (let at = start; at < tokens.length; at++) {
    const word = tokens[at] as string;
    if (DETERMINERS.has(word) || isStopWord(word) || /^\d/.test(word) || names.includes(word)) break;
    if (isPossessive(word) || PREPOSITIONS_EN.has(word)) break;
    const tags = classes?.[at];
    if (tags && !tags.has("Noun") && (tags.has("Verb") || (tags.has("Adjective") && nounBefore))) break;
    nounBefore = tags?.has("Noun") ?? false;
    if (word.length >= 3) phrase.push(word);
  }
  return phrase;
}
