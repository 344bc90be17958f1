import {
  BEST_AVAILABLE_RATE,
  type RatePlanCreateBody,
  type RatePlanUpdateBody,
  RateRefusal,
  toMinorUnits,
} from "@concierge/contract";
import { asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { one } from "../../db/one.js";
import { ratePlans, rates } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { violatedConstraint } from "../../lib/db-errors.js";
import { refuse } from "../../lib/errors.js";
import { domainOf, inDomain, rowId } from "../../lib/tenancy.js";
import { branchOf } from "../branches/index.js";
import type { PlanRow } from "./present.js";

type PlanInput = Omit<RatePlanCreateBody, "Refundable" | "Active"> & { Refundable: boolean; Active: boolean };

const isBar = (plan: PlanRow) => plan.code.toLowerCase() === BEST_AVAILABLE_RATE.toLowerCase();

/** A branch's plans, BAR first, then by code. */
export const branchPlans = (db: Db | Tx, domainId: string, branchId: string) =>
  db
    .select()
    .from(ratePlans)
    .where(inDomain(ratePlans, domainId, eq(ratePlans.branchId, branchId)))
    .orderBy(sql`lower(${ratePlans.code}) <> lower(${BEST_AVAILABLE_RATE})`, asc(ratePlans.code));

export async function plansOfBranch(db: Db, actor: Actor, at: { domainId: string; branchId: string }) {
  const domainId = await domainOf(db, actor, at.domainId);
  return branchPlans(db, domainId, await branchOf(db, domainId, at.branchId));
}

export async function findPlan(db: Db, domainId: string, planId: string) {
  const [row] = await db
    .select()
    .from(ratePlans)
    .where(inDomain(ratePlans, domainId, eq(ratePlans.id, rowId(planId, RateRefusal.notFound))));
  if (!row) throw refuse(RateRefusal.notFound);
  return row;
}

/**
 * The parent a plan derives from, or null: a plan of the same branch that is not itself derived
 * (one level deep), never the plan itself, and only for a plan nothing derives from yet.
 */
function parentOf(plans: PlanRow[], input: PlanInput, self?: PlanRow) {
  if (input.ParentId == null) return null;
  const parentId = rowId(input.ParentId, RateRefusal.notFound);
  if (parentId === self?.id) throw refuse(RateRefusal.parentItself);
  const parent = plans.find((plan) => plan.id === parentId);
  if (!parent) throw refuse(RateRefusal.notFound);
  if (parent.parentId !== null) throw refuse(RateRefusal.parentDerived(parent.code));
  if (self && plans.some((plan) => plan.parentId === self.id))
    throw refuse(RateRefusal.hasDerived(self.code));
  return parentId;
}

const columns = (input: PlanInput, parentId: string | null) => ({
  code: input.Code,
  name: input.Name,
  parentId,
  percent: parentId === null ? null : (input.Percent ?? null),
  amount: parentId === null || input.Amount == null ? null : toMinorUnits(input.Amount),
  refundable: input.Refundable,
  active: input.Active,
});

/**
 * Runs a write of plans in a transaction that first locks the branch's plans: two writes at once
 * cannot make a chain of derived plans, each seeing the other's parent still a base plan.
 */
async function withPlans<T>(
  db: Db,
  at: { domainId: string; branchId: string; code: string },
  write: (tx: Tx, plans: PlanRow[]) => Promise<T>,
) {
  try {
    return await db.transaction(async (tx) =>
      write(tx, await branchPlans(tx, at.domainId, at.branchId).for("update")),
    );
  } catch (error) {
    if (violatedConstraint(error) === "rate_plans_branch_code_ci_key")
      throw refuse(RateRefusal.codeTaken(at.code));
    throw error;
  }
}

export async function createPlan(db: Db, actor: Actor, input: PlanInput) {
  const domainId = await domainOf(db, actor, input.DomainId);
  const branchId = await branchOf(db, domainId, input.BranchId);
  return withPlans(db, { domainId, branchId, code: input.Code }, async (tx, plans) => {
    const parentId = parentOf(plans, input);
    return one(
      await tx
        .insert(ratePlans)
        .values({ domainId, branchId, ...columns(input, parentId) })
        .returning(),
    );
  });
}

export async function updatePlan(db: Db, actor: Actor, input: PlanInput & Pick<RatePlanUpdateBody, "Id">) {
  const domainId = await domainOf(db, actor, input.DomainId);
  const branchId = await branchOf(db, domainId, input.BranchId);
  const id = rowId(input.Id, RateRefusal.notFound);
  return withPlans(db, { domainId, branchId, code: input.Code }, async (tx, plans) => {
    const self = plans.find((plan) => plan.id === id);
    if (!self) throw refuse(RateRefusal.notFound);
    const renamed = input.Code.toLowerCase() !== self.code.toLowerCase();
    if (isBar(self) && (input.ParentId != null || !input.Active || renamed))
      throw refuse(RateRefusal.barKept);
    const parentId = parentOf(plans, input, self);
    // A derived plan's nights are its parent's: rows of its own would only mislead.
    if (parentId !== null && self.parentId === null) {
      await tx.delete(rates).where(inDomain(rates, domainId, eq(rates.ratePlanId, id)));
    }
    return one(
      await tx
        .update(ratePlans)
        .set(columns(input, parentId))
        .where(inDomain(ratePlans, domainId, eq(ratePlans.id, id)))
        .returning(),
    );
  });
}
