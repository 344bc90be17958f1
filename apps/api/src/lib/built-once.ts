import type { Db } from "../db/client.js";

/**
 * A query whose SQL text is built once per database, then run with `sql.placeholder` values:
 * Drizzle rebuilds a query's text on every run otherwise, a third of the server's CPU on a list.
 * The statement stays unnamed (an empty name: node-postgres sends an unnamed Parse), so PostgreSQL
 * parses it each time and nothing is kept on the connection: PgBouncer's transaction mode knows no
 * named statements. A transaction is a database of its own here: its queries are built for it.
 */
export function builtOnce<Prepared>(query: (db: Db) => { prepare(name: string): Prepared }) {
  const built = new WeakMap<Db, Prepared>();
  return (db: Db): Prepared => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = query(db).prepare("");
      built.set(db, prepared);
    }
    return prepared;
  };
}
