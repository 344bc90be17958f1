import { SuiteRefusal } from "@concierge/contract";
import { and, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { roomHolds, suiteCodes } from "../../db/schema/index.js";
import { refuse } from "../../lib/errors.js";
import { inDomain } from "../../lib/tenancy.js";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

interface Placement {
  domainId: string;
  branchId: string;
  suiteId: string;
}

/** Codes of `codes` that another suite of the branch holds, in any letter case. */
export async function takenCodes(db: Db | Tx, at: Placement, codes: readonly string[]) {
  const rows = await db
    .select({ code: suiteCodes.code })
    .from(suiteCodes)
    .where(
      inDomain(
        suiteCodes,
        at.domainId,
        eq(suiteCodes.branchId, at.branchId),
        inArray(
          sql`lower(${suiteCodes.code})`,
          codes.map((code) => code.toLowerCase()),
        ),
        ne(suiteCodes.suiteId, at.suiteId),
      ),
    );
  return rows.map((row) => row.code);
}

/**
 * Makes the suite's codes exactly `codes`, at its branch: removes the others, moves the kept ones
 * if the suite changed branch, adds the new ones. A code another suite of the branch holds is a 409.
 */
export async function placeCodes(tx: Tx, at: Placement, codes: readonly string[]) {
  const taken = await takenCodes(tx, at, codes);
  if (taken.length) throw refuse(SuiteRefusal.codeTaken(taken));
  const ofSuite = inDomain(suiteCodes, at.domainId, eq(suiteCodes.suiteId, at.suiteId));
  await tx.delete(suiteCodes).where(and(ofSuite, notInArray(suiteCodes.code, [...codes])));
  const kept = await tx
    .update(suiteCodes)
    .set({ branchId: at.branchId })
    .where(ofSuite)
    .returning({ code: suiteCodes.code });
  const added = codes.filter((code) => !kept.some((row) => row.code === code));
  if (added.length) await tx.insert(suiteCodes).values(added.map((code) => ({ ...at, code })));
}

/**
 * The suite's codes that are held: by stays, current or past, or by out-of-order blocks; `ahead`:
 * only by those that have not ended yet.
 */
export async function bookedCodes(db: Db, at: { domainId: string; suiteId: string }, ahead = false) {
  const rows = await db
    .selectDistinct({ code: suiteCodes.code })
    .from(suiteCodes)
    .innerJoin(
      roomHolds,
      inDomain(
        roomHolds,
        suiteCodes.domainId,
        eq(roomHolds.branchId, suiteCodes.branchId),
        eq(roomHolds.suiteCode, suiteCodes.code),
        ahead ? sql`upper(${roomHolds.during}) > now()` : undefined,
      ),
    )
    .where(inDomain(suiteCodes, at.domainId, eq(suiteCodes.suiteId, at.suiteId)))
    .orderBy(suiteCodes.code);
  return rows.map((row) => row.code);
}
