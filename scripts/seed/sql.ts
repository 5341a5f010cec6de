/** Quotes a value for a SQLite string literal in generated seed SQL. */
export const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
