import { readFileSync, writeFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { withDutchEnding } from "../../worker/rag/lexicon";
import { packWordPairs, packWords } from "./word-pairs";

/**
 * Builds worker/rag/lexicon-freedict.ts, the general Dutch → English word list behind the hand glossary, from the
 * FreeDict Dutch–English and English–Dutch dictionaries (GPL-2.0-or-later) as Debian packages them:
 *
 *   apt-get install dict-freedict-nld-eng dict-freedict-eng-nld wamerican wdutch   # or: apt-get download + dpkg-deb -x
 *   npx tsx scripts/lexicon/build-freedict.ts [/usr/share/dictd] [/usr/share/dict/american-english] [/usr/share/dict/dutch]
 *
 * What it keeps, so the list stays small and does not turn English text into noise:
 * - single Dutch words (no phrases, prefixes or names), at most three English translations each, first sense first;
 * - only English translations that are English words, by SCOWL's American English word list (Debian's wamerican,
 *   used only as a filter; the Dutch–English source glues some phrases into one word: "worshipservice");
 * - no Dutch word that is also an English word ("kind", "door", "arm"): English text must not gain a Dutch reading;
 * - the English–Dutch dictionary read backwards adds English words to the Dutch words it translates to;
 * - apart, the Dutch words English shares in the same sense ("component"), read only as parts of compounds;
 * - the inflections of a Dutch word English also has that are no English words ("normen", "vaste"), with its senses.
 */

const folder = process.argv[2] ?? "/usr/share/dictd";
const wordList = process.argv[3] ?? "/usr/share/dict/american-english";
const dutchList = process.argv[4] ?? "/usr/share/dict/dutch";
const out = new URL("../../worker/rag/lexicon-freedict.ts", import.meta.url);
const MAX_TRANSLATIONS = 3;

/** Lower case without diacritics; "ĳ" becomes "ij". */
const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** The entries of a dictd database in the FreeDict layout: "headword /ipa/" then translation lines. */
function entriesOf(file: string): { head: string; translations: string[] }[] {
  const text = gunzipSync(readFileSync(file)).toString("utf8");
  const entries: { head: string; translations: string[] }[] = [];
  let current: { head: string; translations: string[] } | undefined;
  for (const line of text.split("\n")) {
    const head = /^(\S.*?) \/[^/]*\/$/.exec(line);
    if (head) {
      current = { head: head[1] as string, translations: [] };
      entries.push(current);
      continue;
    }
    if (!current || !line.trim()) continue;
    for (const item of line.replace(/^\s*\d+\.\s*/, "").split(/[,;]\s*/))
      if (item.trim()) current.translations.push(item.trim());
  }
  return entries;
}

const isWord = (text: string) => /^[a-z]{3,}$/.test(text);

const dutchEnglish = entriesOf(`${folder}/freedict-nld-eng.dict.dz`);
const englishDutch = entriesOf(`${folder}/freedict-eng-nld.dict.dz`);

const englishWords = new Set(
  readFileSync(wordList, "utf8")
    .split("\n")
    .filter((word) => isWord(word)),
);

const lexicon = new Map<string, string[]>();
/** Dutch words English shares in the same sense ("component", "contract"): parts of Dutch compounds. */
const shared = new Set<string>();
function add(dutch: string, english: string) {
  // A capitalised headword is a name ("Albert"); a word English also has would give English text a Dutch reading.
  if (dutch !== dutch.toLowerCase()) return;
  const word = fold(dutch);
  if (english === word && isWord(word) && englishWords.has(word)) shared.add(word);
  if (!isWord(word) || englishWords.has(word) || !englishWords.has(english) || english === word) return;
  const list = lexicon.get(word) ?? [];
  if (list.length < MAX_TRANSLATIONS && !list.includes(english)) list.push(english);
  lexicon.set(word, list);
}
for (const entry of dutchEnglish) for (const translation of entry.translations) add(entry.head, fold(translation));
for (const entry of englishDutch) {
  const english = fold(entry.head);
  if (isWord(english)) for (const translation of entry.translations) add(translation, english);
}

/**
 * A Dutch word English also has is left out above ("norm", "brief", "vast"), but its inflections are no English
 * words ("normen", "brieven", "vaste"): they keep the dictionary's senses, the word itself among them where the
 * dictionary gives it ("norm": norm, standard). Only forms Debian's Dutch word list (wdutch) has are kept.
 */
const dutchWords = new Set(readFileSync(dutchList, "utf8").split("\n"));
const inflectionsOf = (dutch: string) =>
  dutch !== dutch.toLowerCase() || !isWord(fold(dutch)) || !englishWords.has(fold(dutch))
    ? []
    : [...withDutchEnding(fold(dutch), "en"), ...withDutchEnding(fold(dutch), "e"), `${fold(dutch)}s`].filter(
        (form) => dutchWords.has(form) && !englishWords.has(form),
      );
const listed = new Set(lexicon.keys());
const addInflected = (form: string, english: string) => {
  if (!listed.has(form)) add(form, english);
};
for (const entry of dutchEnglish)
  for (const form of inflectionsOf(entry.head))
    for (const translation of entry.translations) addInflected(form, fold(translation));
for (const entry of englishDutch)
  if (isWord(fold(entry.head)))
    for (const translation of entry.translations)
      for (const form of inflectionsOf(translation)) addInflected(form, fold(entry.head));

const body = packWordPairs(lexicon);
const sharedBody = packWords(shared);

writeFileSync(
  out,
  `// Generated by scripts/lexicon/build-freedict.ts from the FreeDict Dutch-English and English-Dutch dictionaries
// (FreeDict 2022.04.21 as packaged by Debian: dict-freedict-nld-eng, dict-freedict-eng-nld; https://freedict.org).
// Licence of this data: GNU General Public License, version 2 or any later version (GPL-2.0-or-later),
// copyright 1999-2022 the FreeDict contributors. Do not edit by hand; rebuild with the script.
// ${lexicon.size} Dutch words.

/** Dutch word:English words, pairs separated by "|" or a line break. */
export const FREEDICT_DUTCH_ENGLISH = \`
${body}
\`;

/**
 * Dutch words English shares in the same sense (${shared.size}), left out above so English text gains no Dutch
 * reading: only parts of Dutch compounds are read by them ("looncomponenten" → loon + componenten).
 */
export const FREEDICT_SHARED_WORDS = \`
${sharedBody}
\`;
`,
);
console.log(JSON.stringify({ dutchWords: lexicon.size, bytes: body.length, shared: shared.size }));
