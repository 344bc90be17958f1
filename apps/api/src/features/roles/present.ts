import type { Role } from "@concierge/contract";
import type { roles } from "../../db/schema/index.js";

export const presentRole = (row: typeof roles.$inferSelect): Role => ({
  Id: row.id,
  RoleName: row.name,
  Permissions: row.permissions,
  DomainId: row.domainId,
});
