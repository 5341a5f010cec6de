/*
 * Dates shown and typed in the app language's numeric form (22-11-2001 in Dutch, 11/22/2001 in English,
 * 2001/11/22 in Japanese) and stored as ISO (2001-11-22). The browser's own date input follows the browser's
 * locale, not the language chosen in the app, so the dossier uses a plain text field with these two functions.
 */

type Part = "day" | "month" | "year";

/** The order of day, month and year and the separator the language writes a numeric date with. */
export function datePattern(language: string): { order: Part[]; separator: string } {
  const parts = new Intl.DateTimeFormat(language, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: "UTC",
  }).formatToParts(new Date(Date.UTC(2001, 10, 22)));
  const order = parts
    .map((part) => part.type)
    .filter((type): type is Part => type === "day" || type === "month" || type === "year");
  const separator = parts.find((part) => part.type === "literal")?.value.trim() || "-";
  return { order: order.length === 3 ? order : ["year", "month", "day"], separator };
}

/** An ISO date in the language's numeric form; anything else comes back as it is. */
export function formatIsoDate(iso: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const values: Record<Part, string> = { year: match[1] ?? "", month: match[2] ?? "", day: match[3] ?? "" };
  const { order, separator } = datePattern(language);
  return order.map((part) => values[part]).join(separator);
}

/** The ISO date of what was typed in the language's form (or in ISO), or null when it is not a real date. */
export function parseLocalDate(text: string, language: string): string | null {
  const trimmed = text.trim();
  let values: Record<Part, number>;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  if (iso) values = { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  else {
    const numbers = trimmed.split(/[^\d]+/).filter(Boolean);
    const { order } = datePattern(language);
    if (numbers.length !== 3) return null;
    values = { year: 0, month: 0, day: 0 };
    order.forEach((part, index) => {
      values[part] = Number(numbers[index]);
    });
    if (String(numbers[order.indexOf("year")]).length !== 4) return null;
  }
  const { year, month, day } = values;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
