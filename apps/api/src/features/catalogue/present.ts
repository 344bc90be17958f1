import { type ChargeItem, fromMinorUnits, type Tax } from "@concierge/contract";
import type { chargeItems, taxes } from "../../db/schema/index.js";

export type ItemRow = typeof chargeItems.$inferSelect;
export type TaxRow = typeof taxes.$inferSelect;

export const presentItem = (row: ItemRow): ChargeItem => ({
  Id: row.id,
  BranchId: row.branchId,
  Code: row.code,
  Name: row.name,
  Price: fromMinorUnits(row.price),
  TaxCodes: row.taxCodes,
  Active: row.active,
});

/** Stored in hundredths of a percent (1900), answered as the percent (19). */
export const presentTax = (row: TaxRow): Tax => ({
  Id: row.id,
  BranchId: row.branchId,
  Code: row.code,
  Name: row.name,
  Percent: row.rate / 100,
  From: row.validFrom,
  To: row.validTo,
});
