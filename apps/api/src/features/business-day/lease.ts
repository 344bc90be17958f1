import { hostname } from "node:os";
import { DayRefusal } from "@concierge/contract";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { dayLeases } from "../../db/schema/index.js";
import { sqlState } from "../../lib/db-errors.js";
import { refuse } from "../../lib/errors.js";
import { inDomain } from "../../lib/tenancy.js";

/** This process, as a lease names its holder. */
export const LEASE_HOLDER = `${hostname()}:${process.pid}`;

export interface BranchKey {
  domainId: string;
  branchId: string;
}

const ofBranch = ({ domainId, branchId }: BranchKey) =>
  inDomain(dayLeases, domainId, eq(dayLeases.branchId, branchId));

/**
 * Takes the branch's lease for the transaction `tx`: its row, locked without waiting. Another
 * process or user closing the branch's day holds it: 409 `day_closing`. A holder that dies loses it
 * with its connection, so a close cut short can be run again at once (decision 0046).
 */
export async function holdLease(tx: Db, branch: BranchKey, holder: string) {
  try {
    const held = await tx
      .select({ branchId: dayLeases.branchId })
      .from(dayLeases)
      .where(ofBranch(branch))
      .for("update", { noWait: true });
    if (held.length) {
      await tx.update(dayLeases).set({ holder, heldAt: sql`now()` }).where(ofBranch(branch));
      return;
    }
    // The branch's first close: a second one at once waits on this row, then finds the day closed.
    await tx
      .insert(dayLeases)
      .values({ ...branch, holder, heldAt: sql`now()` })
      .onConflictDoNothing();
  } catch (error) {
    // 55P03: the row is locked by another close.
    if (sqlState(error) === "55P03") throw refuse(DayRefusal.closing);
    throw error;
  }
}

/** Spaces the server's own tries at closing a branch whose arrivals are pending. */
export async function retryLater(db: Db, branch: BranchKey, minutes: number) {
  const retryAfter = sql`now() + make_interval(mins => ${minutes})`;
  await db
    .insert(dayLeases)
    .values({ ...branch, holder: LEASE_HOLDER, heldAt: sql`now()`, retryAfter })
    .onConflictDoUpdate({ target: [dayLeases.domainId, dayLeases.branchId], set: { retryAfter } });
}
