/**
 * A thing put before its question and pointed back to ("Die toeslag van Visser, hoeveel is dat precies?", "That
 * allowance he gets, how much is it?"): a left dislocation, common in speech and chat. The question's form is read
 * from the clause after the comma, so the thing is put back where its pronoun stands: "hoeveel is die toeslag van
 * Visser precies?". A condition before a comma ("If …, which state…") is no such thing: it opens with no determiner.
 */
const FRONTED_THING =
  /^\s*((?:die|dat|deze|dit|de|het|een|mijn|zijn|haar|hun|onze|that|this|those|these|the|my|his|her|their|our|a|an)\s[^,?]+),\s+([^?]+)(\?*)\s*$/iu;
/** The clause after the comma asks (opens with an interrogative or a verb) … */
const ASKING_CLAUSE =
  /^(?:hoeveel|hoe|wat|welke?|wanneer|waar|wie|waarom|how|what|which|when|where|who|why|is|are|was|were|does|do|did|can|could|will|would|kan|kun|mag|moet|wordt|geldt|krijgt|telt)\b/iu;
/** … and points back to the thing with a pronoun. */
const POINTER = /\b(?:dat|die|dit|deze|het|it|that|this|they|them|those|these)\b/iu;

/** The question with its fronted thing put back, and that thing, when the question has one. */
export function withoutDislocation(question: string): { question: string; thing?: string } {
  const found = FRONTED_THING.exec(question);
  if (!found) return { question };
  const [, fronted = "", clause = "", mark = ""] = found;
  if (!ASKING_CLAUSE.test(clause) || !POINTER.test(clause)) return { question };
  const thing = fronted.charAt(0).toLowerCase() + fronted.slice(1);
  return { question: `${pointedTo(clause, thing)}${mark}`, thing };
}

/**
 * A later part of the question asks about the same thing where it points back ("… en is dat stabiel?" → "en is
 * die toeslag stabiel?"), so it is answered about that thing, not about whatever its other words meet.
 */
export function pointedTo(part: string, thing: string): string {
  return part.replace(POINTER, thing);
}
