/** The single row an INSERT … RETURNING gives back. */
export function one<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error("expected the statement to return a row");
  return row;
}
