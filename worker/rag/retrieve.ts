export type { Passage } from "./passage";

import { maskBsns } from "../../domain/bsn-mask";
import type { Overrides } from "../../schemas/chat";
import { withoutDegreeAdjective } from "../ai/answer-type";
import { type AccessScope, accessCondition } from "./access";
import { cachedBy } from "./cached";
import type { Embedder } from "./embedder";
import { byPage } from "./page-passages";
import type { Passage } from "./passage";
import { analyseTerms, captionOf, lexicalScores, type Reranker, rerankScore } from "./rerank";
import { clearLanguage, detectLanguage, wordTermsOf } from "./text";
import { correctionsFor } from "./typos";
import { cachedChunk, cachedRows, loadDocuments, type VectorIndex, type VisibleDocument } from "./vector-index";
import { absentWords } from "./vocabulary-gaps";

export type RetrievalOptions = Pick<
  Overrides,
  | "top"
  | "retrieval_mode"
  | "semantic_ranker"
  | "semantic_captions"
  | "minimum_search_score"
  | "minimum_reranker_score"
  | "include_category"
  | "exclude_category"
  | "include_document"
>;

const CANDIDATES = 50;
/** The built-in reranker scores 0–4 (as Azure AI Search's semantic ranker does); a model reranker 0–1. */
const RERANKER_SCALE = 4;
const RRF_K = 60;

const categoryList = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** The SQL condition (documents aliased `d`) for what the scope may read, narrowed by the category overrides. */
function visibleCondition(scope: AccessScope, options: RetrievalOptions) {
  const access = accessCondition(scope);
  const where = [access.sql, "d.chunk_count > 0"];
  const params: unknown[] = [...access.params];
  const include = categoryList(options.include_category);
  const exclude = categoryList(options.exclude_category);
  if (include.length) {
    // One bound JSON list however many categories: D1 allows at most 100 bound values per statement.
    where.push("d.category IN (SELECT value FROM json_each(?))");
    params.push(JSON.stringify(include));
  }
  if (exclude.length) {
    where.push("(d.category IS NULL OR d.category NOT IN (SELECT value FROM json_each(?)))");
    params.push(JSON.stringify(exclude));
  }
  if (options.include_document) {
    where.push("d.id = ?");
    params.push(options.include_document);
  }
  return { sql: where.join(" AND "), params };
}

/**
 * Every read a query needs before ranking, in one D1 batch (one round trip): the visible documents, the number
 * of chunks and the document frequencies of the question's terms (for inverse document frequencies), and the
 * FTS5 BM25 candidates among the visible documents.
 */
async function firstReads(
  db: D1Database,
  scope: AccessScope,
  options: RetrievalOptions,
  terms: string[],
  useText: boolean,
) {
  const visible = visibleCondition(scope, options);
  const distinct = [...new Set(terms)];
  const statements = [
    db
      .prepare(
        `SELECT d.id, d.index_version AS version, d.embedder, d.file_name AS fileName FROM documents d WHERE ${visible.sql}`,
      )
      .bind(...visible.params),
    db.prepare("SELECT count(*) AS n FROM chunks"),
    db
      .prepare("SELECT term, doc FROM chunks_vocab WHERE term IN (SELECT value FROM json_each(?))")
      .bind(JSON.stringify(distinct)),
  ];
  if (useText && distinct.length) {
    const match = distinct.map((term) => `"${term.replace(/"/g, "")}"`).join(" OR ");
    statements.push(
      db
        // When the caller sees a minority of all chunks (one adviser among many), the visible documents go into
        // the MATCH itself ({doc_key}, migration 0008), so BM25 is computed for their chunks only and not for
        // every user's. When they see most of them, that filter (an OR over all their documents) costs more
        // than it saves, and the join alone keeps what they may see. Weight 0 for doc_key: it filters, it does
        // not score. No document has the key "none" (hex() never makes it).
        .prepare(
          `SELECT m.id AS id, m.score AS score
           FROM (
             SELECT rowid AS id, -bm25(chunks_fts, 1.0, 0.0) AS score FROM chunks_fts
             WHERE chunks_fts MATCH (
               SELECT '{terms} : (' || ? || ')' || CASE
                 WHEN count(d.id) = 0 THEN ' AND {doc_key} : "none"'
                 WHEN 2 * sum(d.chunk_count) < (SELECT count(*) FROM chunks)
                   THEN ' AND {doc_key} : (' || group_concat('"' || hex(d.id) || '"', ' OR ') || ')'
                 ELSE '' END
               FROM documents d WHERE ${visible.sql}
             )
           ) m
           JOIN chunks c ON c.id = m.id
           WHERE c.document_id IN (SELECT d.id FROM documents d WHERE ${visible.sql})
           ORDER BY m.score DESC LIMIT ?`,
        )
        .bind(match, ...visible.params, ...visible.params, CANDIDATES),
    );
  }
  const [documents, total, vocab, text] = await db.batch<Record<string, unknown>>(statements);
  const n = Math.max(1, Number(total?.results[0]?.n ?? 1));
  const df = new Map((vocab?.results ?? []).map((row) => [row.term as string, row.doc as number]));
  const idf = new Map<string, number>();
  for (const term of distinct) idf.set(term, Math.log(1 + n / (1 + (df.get(term) ?? 0))));
  return {
    known: new Set(df.keys()),
    documents: (documents?.results ?? []) as unknown as {
      id: string;
      version: number;
      embedder: string | null;
      fileName: string;
    }[],
    idf,
    textHits: ((text?.results ?? []) as { id: number; score: number }[]).map((row) => ({
      chunkId: row.id,
      score: row.score,
    })),
  };
}

/** The terms of the caller's visible chunks with the number of chunks holding each, kept per set of documents. */
const vocabularyOf = cachedBy(
  16,
  (documents: VisibleDocument[]) =>
    documents
      .map((document) => `${document.id}:${document.version}`)
      .sort()
      .join(","),
  (documents) => {
    const vocabulary = new Map<string, number>();
    for (const document of documents)
      for (const row of cachedRows(document.id))
        for (const term of analyseTerms(row).counts.keys()) vocabulary.set(term, (vocabulary.get(term) ?? 0) + 1);
    return vocabulary;
  },
);

/** Reciprocal rank fusion of several ranked lists. */
export function fuse(lists: { chunkId: number }[][]): { chunkId: number; score: number }[] {
  const scores = new Map<number, number>();
  for (const list of lists) {
    for (const [rank, hit] of list.entries())
      scores.set(hit.chunkId, (scores.get(hit.chunkId) ?? 0) + 1 / (RRF_K + rank + 1));
  }
  return [...scores].map(([chunkId, score]) => ({ chunkId, score })).sort((a, b) => b.score - a.score);
}

/**
 * Text (FTS5 BM25), vectors (the embedding port over the D1 vector index) or hybrid (both, fused by reciprocal
 * rank), then the reranker (0–4) and the score thresholds. Only chunks of documents the scope may read are
 * searched at all.
 */
export async function retrieve(
  db: D1Database,
  vectors: VectorIndex,
  embedder: Embedder,
  scope: AccessScope,
  query: string,
  options: RetrievalOptions,
  reranker?: Reranker,
): Promise<{ passages: Passage[]; terms: string[]; corrections: string[]; absent: string[]; candidates: number }> {
  const searched = withoutDegreeAdjective(query);
  const questionWords = wordTermsOf(searched, { related: true });
  const groups = questionWords.map(({ terms }) => terms);
  let terms = groups.flat();
  const useText = options.retrieval_mode !== "vectors";
  const useVectors = options.retrieval_mode !== "text";
  let reads = await firstReads(db, scope, options, terms, useText);
  const { documents } = reads;
  // Chunks (and vectors) of the visible documents come from the isolate's cache, read from D1 only when a
  // document is new to the isolate or has been re-indexed.
  await loadDocuments(db, documents);
  // A misspelt or compound word: searched again with what it most likely means (a second read, only then).
  const unknown = groups.some((group) => !group.some((term) => reads.known.has(term)));
  const corrections = unknown ? correctionsFor(questionWords, reads.known, vocabularyOf(documents)) : [];
  if (corrections.length) {
    terms = [...terms, ...corrections];
    reads = await firstReads(db, scope, options, terms, useText);
  }
  const { idf, textHits } = reads;
  const queryVector = async () =>
    embedder.embedQuery ? embedder.embedQuery(searched, idf) : ((await embedder.embed([searched]))[0] as Float32Array);
  const vectorHits = useVectors
    ? await vectors.search(
        documents.filter((document) => document.embedder === embedder.id),
        await queryVector(),
        CANDIDATES,
      )
    : [];
  const ranked =
    options.retrieval_mode === "text"
      ? textHits
      : options.retrieval_mode === "vectors"
        ? vectorHits
        : fuse([textHits, vectorHits]);
  const candidates = ranked.filter((hit) => hit.score >= options.minimum_search_score);
  if (!candidates.length)
    return { passages: [], terms, corrections, absent: absentNouns(query, documents, []), candidates: 0 };
  // The isolate's cache holds other callers' chunks too: a hit counts only inside this caller's documents.
  const visibleIds = new Set(documents.map((document) => document.id));
  const results = candidates.flatMap((hit) => {
    const row = cachedChunk(hit.chunkId);
    return row && visibleIds.has(row.documentId) ? [row] : [];
  });
  const rows = new Map(results.map((row) => [row.id, row]));
  const lexical = options.semantic_ranker
    ? new Map(lexicalScores(terms, idf, results.map(analyseTerms)).map((score, i) => [results[i]?.id as number, score]))
    : new Map<number, number>();
  let passages: Passage[] = candidates.flatMap((hit, rank) => {
    const row = rows.get(hit.chunkId);
    if (!row) return [];
    return [
      {
        chunkId: row.id,
        documentId: row.documentId,
        fileName: row.fileName,
        citation: row.citation,
        page: row.page,
        // Chunks indexed before BSN masking existed may still hold one: nothing quoted leaves unmasked.
        content: maskBsns(row.content),
        captions: [],
        searchScore: Math.round(hit.score * 10_000) / 10_000,
        rerankerScore: options.semantic_ranker
          ? rerankScore(terms, idf, {
              terms: analyseTerms(row),
              fusedRank: rank,
              lexical: lexical.get(row.id) ?? 0,
            })
          : null,
      },
    ];
  });
  if (options.semantic_ranker && reranker && passages.length) {
    // The model's 0–1 relevance on the built-in reranker's 0–4 scale, so minimum_reranker_score keeps its meaning.
    const scores = await reranker.score(
      query,
      passages.map((passage) => passage.content),
    );
    passages.forEach((passage, i) => {
      passage.rerankerScore = Math.round((scores[i] ?? 0) * RERANKER_SCALE * 10_000) / 10_000;
    });
  }
  if (options.semantic_ranker) {
    passages = passages
      .filter((passage) => (passage.rerankerScore ?? 0) >= options.minimum_reranker_score)
      .sort((a, b) => (b.rerankerScore ?? 0) - (a.rerankerScore ?? 0));
  }
  // The question's words a chunk holds (a word's group: its stems and senses); analyseTerms keeps each chunk's terms.
  const wordsHeld = (passage: Passage) => {
    const row = rows.get(passage.chunkId);
    const counts = row ? analyseTerms(row).counts : new Map<string, number>();
    return new Set(groups.flatMap((group, i) => (group.some((term) => counts.has(term)) ? [i] : [])));
  };
  passages = byPage(passages, options.semantic_ranker, wordsHeld).slice(0, options.top);
  if (options.semantic_captions)
    for (const passage of passages) passage.captions = [captionOf(terms, passage.content, idf)];
  return {
    passages,
    terms,
    corrections,
    absent: absentNouns(query, documents, passages),
    candidates: candidates.length,
  };
}

/**
 * The nouns the question names that none of the caller's documents uses, in any spelling or language, where the
 * lexicon can vouch for their absence: an English question over Dutch passages meets the Dutch words only through
 * the Dutch → English lexicon, and a Dutch word it lacks would make an English noun look absent though the passage
 * says it. The other way round (a Dutch question over English text) every Dutch word the lexicon knows carries its
 * English senses, and only known words count (vocabulary-gaps.ts).
 */
function absentNouns(query: string, documents: VisibleDocument[], passages: Passage[]): string[] {
  const best = passages[0];
  if (best && clearLanguage(query) === "en" && detectLanguage(best.content) === "nl") return [];
  return absentWords(query, vocabularyOf(documents));
}
