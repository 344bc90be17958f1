import type { Db } from "../src/db/client.js";

type Query = (query: string | { text: string }, ...rest: unknown[]) => Promise<unknown>;

/**
 * The SQL text of every statement `db` sends outside a transaction while `run` runs, as the
 * driver receives it (PGlite's client or node-postgres's pool).
 */
export async function statementsSent(db: Db, run: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { $client: { query: Query } }).$client;
  const sent: string[] = [];
  const query = client.query;
  client.query = (statement, ...rest) => {
    sent.push(typeof statement === "string" ? statement : statement.text);
    return query.call(client, statement, ...rest);
  };
  try {
    await run();
  } finally {
    client.query = query;
  }
  return sent;
}

/** Each parenthesised `(select …)` of a statement, outermost first, nested ones included. */
export function subqueries(statement: string): string[] {
  const found: string[] = [];
  for (
    let start = statement.indexOf("(select");
    start >= 0;
    start = statement.indexOf("(select", start + 1)
  ) {
    let depth = 0;
    for (let end = start; end < statement.length; end++) {
      if (statement[end] === "(") depth++;
      if (statement[end] === ")" && --depth === 0) {
        found.push(statement.slice(start, end + 1));
        break;
      }
    }
  }
  return found;
}
