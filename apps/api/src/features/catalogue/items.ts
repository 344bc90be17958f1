import {
  CatalogueRefusal,
  type ChargeItemCreateBody,
  type ChargeItemUpdateBody,
  ROOM_ITEM,
  toMinorUnits,
} from "@concierge/contract";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { one } from "../../db/one.js";
import { chargeItems, taxes } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { violatedConstraint } from "../../lib/db-errors.js";
import { refuse } from "../../lib/errors.js";
import { domainOf, findInDomain, inDomain } from "../../lib/tenancy.js";
import { branchOf } from "../branches/index.js";
import type { ItemRow } from "./present.js";

const isRoom = (item: ItemRow) => item.code.toLowerCase() === ROOM_ITEM;

/** A branch's catalogue: `room` first, then by code. */
export async function itemsOfBranch(db: Db, actor: Actor, at: { domainId: string; branchId: string }) {
  const domainId = await domainOf(db, actor, at.domainId);
  const branchId = await branchOf(db, domainId, at.branchId);
  return db
    .select()
    .from(chargeItems)
    .where(inDomain(chargeItems, domainId, eq(chargeItems.branchId, branchId)))
    .orderBy(sql`lower(${chargeItems.code}) <> ${ROOM_ITEM}`, asc(sql`lower(${chargeItems.code})`));
}

export const findItem = (db: Db, domainId: string, itemId: string) =>
  findInDomain(db, chargeItems, domainId, itemId, CatalogueRefusal.itemNotFound);

/**
 * The codes as the branch's taxes spell them: each must name a tax of the branch (of any period),
 * else 400, so that a charge never meets a code that was never a tax.
 */
async function branchTaxCodes(db: Db, domainId: string, branchId: string, codes: readonly string[]) {
  if (!codes.length) return [];
  const known = await db
    .selectDistinct({ code: taxes.code })
    .from(taxes)
    .where(inDomain(taxes, domainId, eq(taxes.branchId, branchId)));
  const spelled = codes.map((code) => {
    const tax = known.find((row) => row.code.toLowerCase() === code.toLowerCase());
    if (!tax) throw refuse(CatalogueRefusal.unknownTax(code));
    return tax.code;
  });
  return [...new Set(spelled)];
}

async function keepingCodes<T>(code: string, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (violatedConstraint(error) === "charge_items_branch_code_ci_key")
      throw refuse(CatalogueRefusal.itemTaken(code));
    throw error;
  }
}

export async function createItem(db: Db, actor: Actor, input: ChargeItemCreateBody) {
  const domainId = await domainOf(db, actor, input.DomainId);
  const branchId = await branchOf(db, domainId, input.BranchId);
  const taxCodes = await branchTaxCodes(db, domainId, branchId, input.TaxCodes ?? []);
  return keepingCodes(input.Code, async () =>
    one(
      await db
        .insert(chargeItems)
        .values({
          domainId,
          branchId,
          code: input.Code,
          name: input.Name,
          price: toMinorUnits(input.Price),
          taxCodes,
        })
        .returning(),
    ),
  );
}

/** Only the fields given change; `room` keeps its price (each night's) and stays active. */
export async function updateItem(db: Db, actor: Actor, input: ChargeItemUpdateBody) {
  const domainId = await domainOf(db, actor, input.DomainId);
  const item = await findItem(db, domainId, input.Id);
  const price = input.Price === undefined ? undefined : toMinorUnits(input.Price);
  const archived = input.Active !== undefined && input.Active !== item.active;
  if (isRoom(item) && ((price !== undefined && price !== item.price) || archived))
    throw refuse(CatalogueRefusal.roomKept);
  const taxCodes =
    input.TaxCodes === undefined
      ? undefined
      : await branchTaxCodes(db, domainId, item.branchId, input.TaxCodes);
  return one(
    await db
      .update(chargeItems)
      .set({ name: input.Name, price, taxCodes, active: input.Active })
      .where(inDomain(chargeItems, domainId, eq(chargeItems.id, item.id)))
      .returning(),
  );
}
