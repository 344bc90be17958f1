/** The single row an INSERT … RETURNING gives back. */
export function one<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error("expected the statement to return a row");
  return row;
}

/** drizzle's `execute` answers `{ rows }` on both drivers; typed loosely over the two. */
export function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? result : (result as { rows: Row[] }).rows;
}
