import { sql } from "drizzle-orm";
import type { Db } from "../db/client.js";

/**
 * Queues the writers of one room (its stays and its blocks) inside their transaction: two inserts
 * racing through an exclusion constraint wait on each other, and PostgreSQL resolves that deadlock
 * by failing one of them instead of refusing it with 23P01.
 */
export async function lockRoom(tx: Db, domainId: string, branchId: string, code: string) {
  // Any letter case of a code names one room: one lock, whoever spelled it.
  const key = `booking:${domainId}:${branchId.toLowerCase()}:${code.toLowerCase()}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
