import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db } from "./client.js";

/** Whether `db` is a transaction already (a call's, an idempotent creation's) rather than the pool. */
const inTransaction = (db: Db) => (db as unknown) instanceof PgTransaction;

/**
 * Runs `work` in one transaction: its own, or the one `db` already is. Inside a transaction a
 * nested one would only be a savepoint, two more round trips, for a failure that rolls the whole
 * call back anyway; a caller that must survive a failure of `work` opens its own savepoint instead.
 */
export function atomically<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return inTransaction(db) ? work(db) : db.transaction(work);
}
