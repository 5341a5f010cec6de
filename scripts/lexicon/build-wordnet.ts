import { readFileSync, writeFileSync } from "node:fs";
import { packWordPairs } from "./word-pairs";

/**
 * Builds worker/rag/lexicon-wordnet.ts, the English related-word list questions are widened with, from Princeton
 * WordNet 3.0 as Debian packages it (WordNet 3.0 licence, permissive; the notice is copied into the output):
 *
 *   apt-get install wordnet-base wamerican
 *   npx tsx scripts/lexicon/build-wordnet.ts [/usr/share/wordnet] [/usr/share/dict/american-english]
 *
 * For each single English word, the words WordNet relates to it in the senses a reader most often means:
 * - its derivationally related forms in its first two senses per part of speech ("threaten" → threat,
 *   "valuation" → value, "chiropractor" → chiropractic), which Snowball's stems do not join;
 * - the other one-word lemmas of its first sense ("salary" → wage) in the part of speech its senses were most
 *   often tagged as: the most frequent sense only, as WordNet orders senses by their frequency in its tagged corpus.
 * Kept: lower-case words of three letters or more that SCOWL's American English list has, at most
 * MAX_RELATED per word. Capitalised lemmas (names) and phrases are left out.
 *
 * It also builds worker/rag/lexicon-phrasal-verbs.ts: each phrasal verb of a verb and a particle ("turn down",
 * "carry out") with the one-word lemmas of its first PHRASAL_SENSES senses ("reject", "refuse", "decline";
 * "execute", "accomplish"), the words a text may say it in.
 */

const folder = process.argv[2] ?? "/usr/share/wordnet";
const wordList = process.argv[3] ?? "/usr/share/dict/american-english";
const out = new URL("../../worker/rag/lexicon-wordnet.ts", import.meta.url);
const phrasalOut = new URL("../../worker/rag/lexicon-phrasal-verbs.ts", import.meta.url);
const PHRASAL_SENSES = 2;
const MAX_PHRASAL_SYNONYMS = 6;
const PARTICLES = new Set("up down out off back over in on away through".split(" "));
const MAX_RELATED = 5;
const MAX_DERIVED = 3;
const SENSES_FOR_DERIVATIONS = 2;
const PARTS = ["noun", "verb", "adj", "adv"] as const;

const isWord = (text: string) => /^[a-z]{3,}$/.test(text);
const englishWords = new Set(readFileSync(wordList, "utf8").split("\n").filter(isWord));

interface Synset {
  lemmas: string[];
  /** Derivation pointers: the lemma they start from (0: every lemma) and the target synset and lemma. */
  derivations: { from: number; part: string; offset: string; to: number }[];
}

const partOfSymbol: Record<string, (typeof PARTS)[number]> = { n: "noun", v: "verb", a: "adj", s: "adj", r: "adv" };

/** A data.* file's synsets by their byte offset. */
function synsetsOf(part: (typeof PARTS)[number]): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const line of readFileSync(`${folder}/data.${part}`, "latin1").split("\n")) {
    if (!line || line.startsWith("  ")) continue;
    const fields = line.split(" | ")[0]?.split(" ") ?? [];
    const offset = fields[0] as string;
    const count = Number.parseInt(fields[3] as string, 16);
    const lemmas: string[] = [];
    for (let i = 0; i < count; i++) lemmas.push((fields[4 + 2 * i] as string).replace(/\(.*\)$/, ""));
    let at = 4 + 2 * count;
    const pointers = Number(fields[at]);
    at++;
    const derivations: Synset["derivations"] = [];
    for (let i = 0; i < pointers; i++, at += 4) {
      if (fields[at] !== "+") continue;
      const link = fields[at + 3] as string;
      derivations.push({
        from: Number.parseInt(link.slice(0, 2), 16),
        part: partOfSymbol[fields[at + 2] as string] as string,
        offset: fields[at + 1] as string,
        to: Number.parseInt(link.slice(2), 16),
      });
    }
    synsets.set(offset, { lemmas, derivations });
  }
  return synsets;
}

const data = Object.fromEntries(PARTS.map((part) => [part, synsetsOf(part)])) as Record<string, Map<string, Synset>>;
const related = new Map<string, string[]>();
const add = (word: string, other: string) => {
  if (!isWord(other) || !englishWords.has(other) || other === word) return;
  const list = related.get(word) ?? [];
  if (list.length < MAX_RELATED && !list.includes(other)) list.push(other);
  related.set(word, list);
};

/** Each word's senses per part of speech (most frequent first) and how often its senses were tagged in all. */
const senses = new Map<string, { part: string; offsets: string[]; tagged: number }[]>();
/** Each phrasal verb's senses, most frequent first, by its verb and particle ("turn_down"). */
const phrasalSenses = new Map<string, { verb: string; offsets: string[] }>();
for (const part of PARTS) {
  for (const line of readFileSync(`${folder}/index.${part}`, "latin1").split("\n")) {
    if (!line || line.startsWith("  ")) continue;
    const fields = line.trim().split(" ");
    const word = fields[0] as string;
    const senseCount = Number(fields[2]);
    const offsets = fields.slice(fields.length - senseCount);
    const [verb = "", particle = "", ...more] = word.split("_");
    if (part === "verb" && englishWords.has(verb) && PARTICLES.has(particle) && !more.length)
      phrasalSenses.set(word, { verb, offsets });
    if (!isWord(word) || !englishWords.has(word)) continue;
    const tagged = Number(fields[fields.length - senseCount - 1]);
    const list = senses.get(word) ?? [];
    list.push({ part, offsets, tagged });
    senses.set(word, list);
  }
}

for (const [word, parts] of senses) {
  // Derived forms first (the same meaning in another part of speech), then synonyms of the first sense of the
  // part of speech the word is most often used as ("experience" is a noun more than the verb "see").
  for (const { part, offsets } of parts)
    for (const offset of offsets.slice(0, SENSES_FOR_DERIVATIONS)) {
      const synset = data[part]?.get(offset);
      if (!synset) continue;
      const position = synset.lemmas.findIndex((lemma) => lemma.toLowerCase() === word) + 1;
      for (const link of synset.derivations) {
        if (link.from !== 0 && link.from !== position) continue;
        const lemma = data[link.part]?.get(link.offset)?.lemmas[link.to - 1];
        if (lemma && (related.get(word)?.length ?? 0) < MAX_DERIVED) add(word, lemma);
      }
    }
  const main = [...parts].sort((a, b) => b.tagged - a.tagged)[0];
  const first = main && data[main.part]?.get(main.offsets[0] as string);
  for (const lemma of first?.lemmas ?? []) add(word, lemma);
}

const phrasal = new Map<string, string[]>();
for (const [phrase, { verb, offsets }] of phrasalSenses) {
  const synonyms: string[] = [];
  for (const offset of offsets.slice(0, PHRASAL_SENSES))
    for (const lemma of data.verb?.get(offset)?.lemmas ?? [])
      if (isWord(lemma) && englishWords.has(lemma) && lemma !== verb && !synonyms.includes(lemma)) synonyms.push(lemma);
  if (synonyms.length) phrasal.set(phrase, synonyms.slice(0, MAX_PHRASAL_SYNONYMS));
}

/** Writes a generated list with WordNet's licence notice: `pairs` as the word-pairs format, under `name`. */
function writeList(file: URL, name: string, description: string, pairs: Map<string, string[]>, counted: string) {
  const body = packWordPairs(pairs);
  writeFileSync(
    file,
    `// Generated by scripts/lexicon/build-wordnet.ts from Princeton WordNet 3.0 (Debian: wordnet-base).
// WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. Used under the WordNet 3.0 licence:
// permission to use, copy, modify and distribute this database for any purpose and without fee or royalty, with
// this notice. THE DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES,
// EXPRESS OR IMPLIED. The name of Princeton University may not be used in advertising or publicity pertaining to
// distribution of the database. Do not edit by hand; rebuild with the script.
// ${pairs.size} ${counted}.

/** ${description}, pairs separated by "|" or a line break. */
export const ${name} = \`
${body}
\`;
`,
  );
  console.log(JSON.stringify({ list: name, entries: pairs.size, bytes: body.length }));
}

writeList(out, "WORDNET_RELATED", "English word:related English words", related, "English words");
writeList(
  phrasalOut,
  "PHRASAL_VERBS",
  "English phrasal verb (verb_particle):the one-word verbs of its first senses",
  phrasal,
  "phrasal verbs",
);
