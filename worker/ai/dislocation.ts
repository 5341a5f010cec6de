import { isDutchVerbForm } from "../rag/lexicon";
import { clearLanguage, pointingBackPreposition, words } from "../rag/text";
import { DUTCH_AUXILIARIES } from "./answer-type";
import { englishWordClassesOf } from "./english-tagger";

/**
 * A thing put before its question and pointed back to ("Die toeslag van Visser, hoeveel is dat precies?", "The
 * vouchers of the senior tier, how much are they worth?"): a left dislocation, common in speech and chat. The
 * question's form is read from the clause after the comma, so the thing is put back where its pronoun stands:
 * "hoeveel is die toeslag van Visser precies?". A condition before a comma ("If …, which state…") opens with no
 * determiner, and a clause ("De bank heeft het afgewezen, kan ik dat…") holds a verb: neither is such a thing.
 */
const FRONTED_THING =
  /^\s*((?:die|dat|deze|dit|de|het|een|mijn|zijn|haar|hun|onze|that|this|those|these|the|my|his|her|their|our|a|an)\s[^,?]+),\s+([^?]+)(\?*)\s*$/iu;
/** The clause after the comma asks (opens with an interrogative or a verb) … */
const ASKING_CLAUSE =
  /^(?:hoeveel|hoe|wat|welke?|wanneer|waar|wie|waarom|how|what|which|when|where|who|why|is|are|was|were|does|do|did|can|could|will|would|kan|kun|mag|moet|wordt|geldt|krijgt|telt)\b/iu;
/** A pronoun that points back to what was said before ("dit", "deze", "it", "those"). */
const POINTING_BACK = new Set("dit dat deze die it this that these those them they".split(" "));

/**
 * The first word of the text that points back to what was said before. English "that" after a noun and before the
 * clause it opens ("a reorganisation that could affect him", "the rules that apply") is a relative pronoun: it points
 * to the noun just named, not back to an earlier sentence.
 */
function pointerIn(text: string): RegExpExecArray | undefined {
  const classes = englishWordClassesOf(text, words(text));
  for (const match of text.matchAll(/\p{L}+/gu)) {
    const word = match[0].toLowerCase();
    if (!POINTING_BACK.has(word) && !pointingBackPreposition(word)) continue;
    const at = words(text.slice(0, match.index)).length;
    if (word !== "that" || !opensRelativeClause(classes, at)) return match;
  }
  return undefined;
}

export const pointsBack = (text: string) => pointerIn(text) !== undefined;

function opensRelativeClause(classes: Set<string>[] | undefined, at: number): boolean {
  const before = classes?.[at - 1];
  const after = classes?.[at + 1];
  return !!before?.has("Noun") && !before.has("Pronoun") && !!after && (after.has("Verb") || after.has("Pronoun"));
}

/** The question with its fronted thing put back, and that thing, when the question has one. */
export function withoutDislocation(question: string): { question: string; thing?: string } {
  const found = FRONTED_THING.exec(question);
  if (!found) return { question };
  const [, fronted = "", clause = "", mark = ""] = found;
  if (!ASKING_CLAUSE.test(clause) || !pointsBack(clause) || holdsVerb(fronted, question)) return { question };
  const thing = fronted.charAt(0).toLowerCase() + fronted.slice(1);
  return { question: `${pointedTo(clause, thing)}${mark}`, thing };
}

/**
 * A later part of the question asks about the same thing where it points back ("… en is dat stabiel?" → "en is
 * die toeslag stabiel?"), so it is answered about that thing, not about whatever its other words meet.
 */
export function pointedTo(part: string, thing: string): string {
  const pointer = pointerIn(part);
  if (!pointer) return part;
  // "daarover" is "over" that thing.
  const preposition = pointingBackPreposition(pointer[0].toLowerCase());
  const named = preposition ? `${preposition} ${thing}` : thing;
  return part.slice(0, pointer.index) + named + part.slice(pointer.index + pointer[0].length);
}

/**
 * A clause before the comma ("De bank heeft het afgewezen, kan ik dat aanvechten?", "The bank rejected it, is that
 * final?") tells what happened; "dat" points to the whole of it, which cannot stand in the question's place.
 */
function holdsVerb(fronted: string, question: string): boolean {
  const tokens = words(fronted);
  if (clearLanguage(question) === "en")
    return englishWordClassesOf(fronted, tokens)?.some((classes) => classes.has("Verb")) ?? false;
  return tokens.some((word) => DUTCH_AUXILIARIES.has(word) || isDutchVerbForm(word));
}
