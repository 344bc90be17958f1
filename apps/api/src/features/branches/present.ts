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
  BusinessDate: row.businessDate,
  // PostgreSQL answers a time as "03:00:00"; the contract's is HH:MM.
  AuditTime: row.auditTime.slice(0, 5),
  AutoNoShow: row.autoNoShow,
});
