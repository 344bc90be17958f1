import { CatalogueRefusal, FolioRefusal, type TaxRate } from "@concierge/contract";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { chargeItems, taxes } from "../../db/schema/index.js";
import { refuse } from "../../lib/errors.js";
import { inDomain } from "../../lib/tenancy.js";

/** The branch's catalogue item of that code, in any letter case: 400 if it has none, 409 if archived. */
export async function itemOf(db: Db, domainId: string, branchId: string, code: string) {
  const [item] = await db
    .select()
    .from(chargeItems)
    .where(
      inDomain(
        chargeItems,
        domainId,
        eq(chargeItems.branchId, branchId),
        eq(sql`lower(${chargeItems.code})`, code.toLowerCase()),
      ),
    );
  if (!item) throw refuse(FolioRefusal.itemNotFound(code));
  if (!item.active) throw refuse(FolioRefusal.itemInactive(item.code));
  return item;
}

/** A tax's period as `ratesOn` reads it. */
export interface TaxPeriod {
  code: string;
  rate: number;
  validFrom: string;
  validTo: string | null;
}

/** Every period of the branch's taxes `codes` (any letter case): one read for many days. */
export async function taxPeriodsOf(
  db: Db,
  domainId: string,
  branchId: string,
  codes: readonly string[],
): Promise<TaxPeriod[]> {
  if (!codes.length) return [];
  const lowered = codes.map((code) => code.toLowerCase());
  return db
    .select({ code: taxes.code, rate: taxes.rate, validFrom: taxes.validFrom, validTo: taxes.validTo })
    .from(taxes)
    .where(inDomain(taxes, domainId, eq(taxes.branchId, branchId), sql`lower(${taxes.code}) in ${lowered}`));
}

/**
 * The rates of taxes `codes` on `day` (a service date), in the order given: a tax follows the day
 * its service belongs to, not the day it is posted. A code without a rate that day is refused
 * (409): posting it untaxed would be wrong.
 */
export function ratesOn(periods: readonly TaxPeriod[], codes: readonly string[], day: string): TaxRate[] {
  return codes.map((code) => {
    const tax = periods.find(
      (period) =>
        period.code.toLowerCase() === code.toLowerCase() &&
        period.validFrom <= day &&
        (period.validTo === null || period.validTo > day),
    );
    if (!tax) throw refuse(CatalogueRefusal.noRateOn(code, day));
    return { Code: tax.code, Rate: tax.rate };
  });
}

/** The rates of the branch's taxes `codes` on `day` (see `ratesOn`). */
export async function taxRatesOn(
  db: Db,
  domainId: string,
  branchId: string,
  codes: readonly string[],
  day: string,
): Promise<TaxRate[]> {
  return ratesOn(await taxPeriodsOf(db, domainId, branchId, codes), codes, day);
}
