import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { branches, suiteCodes, suites } from "../../db/schema/index.js";
import { inDomain } from "../../lib/tenancy.js";

/**
 * A room of a branch by its code in any letter case, as its suite spells it, with the suite's
 * category and price and the branch's time zone; undefined when the branch has no such room.
 */
export async function findRoom(db: Db, domainId: string, branchId: string, code: string) {
  const [room] = await db
    .select({
      code: suiteCodes.code,
      suiteId: suiteCodes.suiteId,
      category: suites.category,
      price: suites.price,
      housekeeping: suiteCodes.housekeeping,
      version: suiteCodes.version,
      timeZone: branches.timeZone,
      archived: sql<boolean>`${suites.archivedAt} is not null`,
    })
    .from(suiteCodes)
    .innerJoin(suites, inDomain(suites, suiteCodes.domainId, eq(suites.id, suiteCodes.suiteId)))
    .innerJoin(branches, inDomain(branches, suiteCodes.domainId, eq(branches.id, suiteCodes.branchId)))
    .where(
      inDomain(
        suiteCodes,
        domainId,
        eq(suiteCodes.branchId, branchId),
        sql`lower(${suiteCodes.code}) = ${code.toLowerCase()}`,
      ),
    );
  return room;
}
