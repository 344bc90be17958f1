import type { Branch } from "@concierge/contract";
import type { branches } from "../../db/schema/index.js";

export const presentBranch = (row: typeof branches.$inferSelect): Branch => ({
  Id: row.id,
  DomainId: row.domainId,
  Name: row.name,
  Phone: row.phone,
  Email: row.email,
  Address: row.address,
  State: row.state,
  Country: row.country,
  TimeZone: row.timeZone,
  Code: row.code,
  PricesIncludeTax: row.pricesIncludeTax,
});
