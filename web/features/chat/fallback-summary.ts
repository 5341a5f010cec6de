/**
 * Spec section 4, chat state 10: a streamed answer without text but with data points gets a summary of
 * the documents, grouped by topic, built on the client from the data points alone.
 */

export const topicKeys = ["personal", "employment", "financial", "property", "other"] as const;
export type TopicKey = (typeof topicKeys)[number];

export interface FallbackTexts {
  intro: string;
  topics: Record<TopicKey, string>;
  /** 'I couldn't extract meaningful information from the documents...' */
  nothingUsable: string;
  /** 'I couldn't find any relevant information in the documents. …' */
  noDataPoints: string;
}

export const MIN_LINE_LENGTH = 5;
const MAX_LINES_PER_TOPIC = 8;

/** Checked in this order; the first topic whose words a line contains takes it. */
const topicWords: [TopicKey, RegExp][] = [
  [
    "employment",
    /\b(salar\w*|income|inkomen\w*|employ\w*|werkgever\w*|werknemer\w*|loon\w*|bruto|netto|gross|net pay|dienstverband|functie|job title|vakantiegeld|holiday pay|pension\w*|pensioen\w*|uren|hours per week|contract)\b/i,
  ],
  [
    "property",
    /\b(propert\w*|woning\w*|huis|house|koopsom|koopprijs|purchase price|taxati\w*|valuation|apprais\w*|koopakte|energielabel|energy label|bouwjaar|perceel|woz|kadast\w*|appartement|apartment|living area|woonoppervlak\w*|vve)\b/i,
  ],
  [
    "personal",
    /\b(name|naam|born|geboren|geboortedatum|date of birth|birth|adres|address|woonplaats|postcode|bsn|nationalit\w*|burgerlijke staat|marital|married|gehuwd|partner|telefoon|phone|e-?mail|paspoort|passport|identiteit\w*|identity|id card|gender|geslacht)\b/i,
  ],
  [
    "financial",
    /\b(bank\w*|rekening\w*|saldo|balance|loan|lening\w*|debt|schuld\w*|krediet\w*|credit|savings|spaar\w*|iban|afschrift\w*|statement|mortgage|hypotheek\w*|rente|interest|eur|euro|€|bkr|alimentatie|alimony|vermogen|assets?)\b|€/i,
  ],
];

/** `File.pdf#page=2: ` (how retrieval labels a passage) is taken off before the text is judged. */
const SOURCE_PREFIX = /^[^:\n]{1,200}\.[A-Za-z0-9]{1,5}(#page=\d+)?:\s*/;

/** Lines that describe the machinery rather than the client: dropped. */
export function isTechnicalLine(line: string): boolean {
  const text = line.trim();
  if (text.length < MIN_LINE_LENGTH) return true;
  if (!/\p{L}{2}/u.test(text)) return true;
  if (/^(https?:\/\/|www\.|data:|<\/?[a-z]|[{}[\]]|```|---|===|#+\s*$)/i.test(text)) return true;
  if (/^(page|pagina)\s*\d+(\s*(of|van)\s*\d+)?$/i.test(text)) return true;
  if (
    /\b(score|embedding|vector|chunk|token|content[-_ ]type|sourcepage|sourcefile|@search|undefined|null|NaN)\b\s*[:=]/i.test(
      text,
    )
  )
    return true;
  if (/^[A-Za-z0-9+/=_-]{40,}$/.test(text)) return true;
  const symbols = text.replace(/[\p{L}\p{N}\s.,:;€%()'"-]/gu, "").length;
  return symbols / text.length > 0.3;
}

export function topicOf(line: string): TopicKey {
  for (const [key, words] of topicWords) if (words.test(line)) return key;
  return "other";
}

/** The lines of the data points worth showing, without their source prefix, in order and without repeats. */
export function usableLines(dataPoints: string[]): string[] {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const point of dataPoints) {
    for (const raw of point.replace(SOURCE_PREFIX, "").split(/\r?\n|(?<=[.!?])\s+(?=[A-Z])/)) {
      const line = raw.replace(SOURCE_PREFIX, "").replace(/\s+/g, " ").trim();
      if (isTechnicalLine(line) || seen.has(line.toLowerCase())) continue;
      seen.add(line.toLowerCase());
      lines.push(line);
    }
  }
  return lines;
}

/** The fallback answer as markdown: one heading per topic that has lines, in the spec's order. */
export function buildFallbackSummary(dataPoints: string[], texts: FallbackTexts): string {
  if (dataPoints.length === 0) return texts.noDataPoints;
  const lines = usableLines(dataPoints);
  if (lines.length === 0) return texts.nothingUsable;
  const groups = new Map<TopicKey, string[]>(topicKeys.map((key) => [key, []]));
  for (const line of lines) groups.get(topicOf(line))?.push(line);
  const sections = topicKeys
    .filter((key) => (groups.get(key)?.length ?? 0) > 0)
    .map((key) => {
      const items = (groups.get(key) ?? []).slice(0, MAX_LINES_PER_TOPIC).map((line) => `- ${line}`);
      return `**${texts.topics[key]}**\n\n${items.join("\n")}`;
    });
  return `${texts.intro}\n\n${sections.join("\n\n")}`;
}
