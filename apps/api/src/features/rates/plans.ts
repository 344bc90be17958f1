import { BEST_AVAILABLE_RATE, RateRefusal } from "@concierge/contract";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { ratePlans } from "../../db/schema/index.js";
import { refuse } from "../../lib/errors.js";
import { inDomain, rowId } from "../../lib/tenancy.js";

/**
 * The plan a new stay of a branch is sold under: the one named, an active plan of that branch (404
 * otherwise; 409 when archived), or the branch's BAR.
 */
export async function planOfStay(db: Db, domainId: string, branchId: string, ratePlanId?: string) {
  const named =
    ratePlanId === undefined
      ? sql`lower(${ratePlans.code}) = lower(${BEST_AVAILABLE_RATE})`
      : eq(ratePlans.id, rowId(ratePlanId, RateRefusal.notFound));
  const [plan] = await db
    .select({ id: ratePlans.id, code: ratePlans.code, active: ratePlans.active })
    .from(ratePlans)
    .where(inDomain(ratePlans, domainId, eq(ratePlans.branchId, branchId), named));
  if (!plan) throw refuse(RateRefusal.notFound);
  if (!plan.active) throw refuse(RateRefusal.inactive(plan.code));
  return plan;
}
