import type { AuditEntry } from "@concierge/contract";
import type { auditEntries } from "../../db/schema/index.js";

export const presentAuditEntry = (row: typeof auditEntries.$inferSelect): AuditEntry => ({
  Id: row.id,
  At: row.at.toISOString(),
  ActorId: row.actorId,
  ActorName: row.actorName,
  Action: row.action as AuditEntry["Action"],
  Entity: row.entity as AuditEntry["Entity"],
  EntityId: row.entityId,
  Changes: row.changes as AuditEntry["Changes"],
  Label: row.label,
});
