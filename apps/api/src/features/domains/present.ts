import type { Domain } from "@concierge/contract";
import type { domains } from "../../db/schema/index.js";

export const presentDomain = (row: typeof domains.$inferSelect): Domain => ({
  Id: row.id,
  DomainName: row.name,
  RCNumber: row.rcNumber,
  Logo: row.logo,
  Currency: row.currency,
});
