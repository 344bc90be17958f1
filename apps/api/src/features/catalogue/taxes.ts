import { CatalogueRefusal, type TaxCreateBody, type TaxUpdateBody } from "@concierge/contract";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { one } from "../../db/one.js";
import { taxes } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { violatedConstraint } from "../../lib/db-errors.js";
import { refuse } from "../../lib/errors.js";
import { domainOf, findInDomain, inDomain } from "../../lib/tenancy.js";
import { branchOf } from "../branches/index.js";

/** A branch's taxes, by code then period. */
export async function taxesOfBranch(db: Db, actor: Actor, at: { domainId: string; branchId: string }) {
  const domainId = await domainOf(db, actor, at.domainId);
  const branchId = await branchOf(db, domainId, at.branchId);
  return db
    .select()
    .from(taxes)
    .where(inDomain(taxes, domainId, eq(taxes.branchId, branchId)))
    .orderBy(asc(sql`lower(${taxes.code})`), asc(taxes.validFrom));
}

export const findTax = (db: Db, domainId: string, taxId: string) =>
  findInDomain(db, taxes, domainId, taxId, CatalogueRefusal.taxNotFound);

/** Periods of one code never overlap: the exclusion constraint `taxes_no_overlap` decides, in words. */
async function keepingPeriods<T>(code: string, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (violatedConstraint(error) === "taxes_no_overlap") throw refuse(CatalogueRefusal.taxOverlaps(code));
    throw error;
  }
}

/** A new period of a tax; a code the branch has already keeps its first spelling. */
export async function createTax(db: Db, actor: Actor, input: TaxCreateBody) {
  const domainId = await domainOf(db, actor, input.DomainId);
  const branchId = await branchOf(db, domainId, input.BranchId);
  const [known] = await db
    .select({ code: taxes.code })
    .from(taxes)
    .where(
      inDomain(
        taxes,
        domainId,
        eq(taxes.branchId, branchId),
        sql`lower(${taxes.code}) = lower(${input.Code})`,
      ),
    )
    .limit(1);
  const code = known?.code ?? input.Code;
  return keepingPeriods(code, async () =>
    one(
      await db
        .insert(taxes)
        .values({
          domainId,
          branchId,
          code,
          name: input.Name,
          rate: Math.round(input.Percent * 100),
          validFrom: input.From,
          validTo: input.To ?? null,
        })
        .returning(),
    ),
  );
}

/** Renames a period or moves its end (`To`: null runs it on); its rate and start never change. */
export async function updateTax(db: Db, actor: Actor, input: TaxUpdateBody) {
  const domainId = await domainOf(db, actor, input.DomainId);
  const tax = await findTax(db, domainId, input.Id);
  if (input.To != null && input.To <= tax.validFrom) throw refuse(CatalogueRefusal.endsBeforeFrom);
  return keepingPeriods(tax.code, async () =>
    one(
      await db
        .update(taxes)
        .set({ name: input.Name, validTo: input.To })
        .where(inDomain(taxes, domainId, eq(taxes.id, tax.id)))
        .returning(),
    ),
  );
}
