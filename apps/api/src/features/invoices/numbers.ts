import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { documentCounters } from "../../db/schema/index.js";

/**
 * The next number of a branch's series for `year`, taken in the issuing transaction `tx`: the
 * counter's row stays locked until that transaction ends, so concurrent issues of the branch queue
 * here, and one that rolls back gives its number back to the next. Never a sequence: a sequence
 * keeps what a rollback took, and numbers must run without gaps (decision 0041).
 */
export async function nextNumber(tx: Db, domainId: string, branchId: string, year: number) {
  const [counter] = await tx
    .insert(documentCounters)
    .values({ domainId, branchId, year, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.domainId, documentCounters.branchId, documentCounters.year],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  return counter?.last ?? 1;
}

/** `PAR-2026-17`: the branch's code, the year, the number in the year. */
export const invoiceNumber = (code: string, year: number, seq: number) => `${code}-${year}-${seq}`;
