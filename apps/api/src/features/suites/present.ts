import type { Suite, SuiteCodes } from "@concierge/contract";
import type { suites } from "../../db/schema/index.js";

export type SuiteRow = typeof suites.$inferSelect & { codes: string[] };

export const presentSuite = (row: SuiteRow): Suite => ({
  Id: row.id,
  DomainId: row.domainId,
  BranchId: row.branchId,
  Price: row.price,
  MaxAdults: row.maxAdults,
  Description: row.description,
  Codes: row.codes,
  Category: row.category,
  Utilities: row.utilities,
  Views: row.views,
  Archived: row.archivedAt !== null,
});

export const presentCodes = (row: { category: string; codes: string[] }): SuiteCodes => ({
  Category: row.category,
  Codes: row.codes,
});
