import { BranchRefusal } from "@concierge/contract";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { branches, domains } from "../../db/schema/index.js";
import { refuse } from "../../lib/errors.js";
import { dayOf } from "../../lib/nights.js";
import { inDomain, ownerDomain, rowId } from "../../lib/tenancy.js";

/** A branch as its day's close reads it. */
export interface ClosingBranch {
  domainId: string;
  branchId: string;
  name: string;
  /** Begins its documents' names. */
  code: string;
  timeZone: string;
  /** The day its books are open for. */
  businessDate: string;
  /** Today on its clock. */
  today: string;
  auditTime: string;
  autoNoShow: boolean;
  pricesIncludeTax: boolean;
  currency: string;
}

/**
 * The branch of `domainId` (404 for another domain's) and its day. `lock`: its row locked for
 * update until the end of the transaction, which moving its business date needs; postings of the
 * branch then wait (they share-lock it) until the close commits.
 */
export async function branchDay(
  db: Db,
  domainId: string,
  branchId: string,
  { lock = false } = {},
): Promise<ClosingBranch> {
  const query = db
    .select({
      domainId: branches.domainId,
      branchId: branches.id,
      name: branches.name,
      code: branches.code,
      timeZone: branches.timeZone,
      businessDate: branches.businessDate,
      today: dayOf(sql`now()`, branches.timeZone),
      auditTime: sql<string>`to_char(${branches.auditTime}, 'HH24:MI')`,
      autoNoShow: branches.autoNoShow,
      pricesIncludeTax: branches.pricesIncludeTax,
      currency: domains.currency,
    })
    .from(branches)
    .innerJoin(domains, ownerDomain(branches))
    .where(inDomain(branches, domainId, eq(branches.id, rowId(branchId, BranchRefusal.notFound))));
  const [branch] = await (lock ? query.for("update", { of: branches }) : query);
  if (!branch) throw refuse(BranchRefusal.notFound);
  return branch;
}

/** The day after `date` (YYYY-MM-DD). */
export const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
