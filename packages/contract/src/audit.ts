import { z } from "zod";
import { declareCalls } from "./call.js";
import { dayParam, idParam, searchParam, textParam, timeZoneParam } from "./lists.js";
import { domainPageParams, pagedList } from "./paging.js";
import { Permission } from "./permissions.js";

/** CONTRACT, "Audit trail": what an entry says was done. */
export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "checkin",
  "checkout",
  "cancel",
  "noshow",
  "login",
  "login-failed",
  "logout",
  "password-reset",
  "invite",
  "archive",
  "restore",
  "merge",
  "undo-merge",
  "anonymize",
  "export",
  "charge",
  "payment",
  "allowance",
  "refund",
  "move",
  "close-day",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record an entry is about. */
export const AUDIT_ENTITIES = [
  "user",
  "role",
  "branch",
  "suite",
  "booking",
  "room",
  "block",
  "image",
  "scan",
  "domain",
  "country",
  "utility",
  "guest",
  "rate-plan",
  "rates",
  "folio",
  "invoice",
  "charge-item",
  "tax",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AuditMessage = {
  entity: `entity must be one of ${AUDIT_ENTITIES.join(", ")}`,
} as const;

/** One field's value before and after the write: null where the record did not or no longer exists. */
export const auditChange = z.tuple([z.unknown(), z.unknown()]);

export const auditEntry = z.object({
  Id: z.string(),
  At: z.string(),
  /** Null when nobody was signed in (a failed sign-in) or the actor is gone. */
  ActorId: z.string().nullable(),
  /** The actor's username when it acted, or the username a failed sign-in typed. */
  ActorName: z.string(),
  Action: z.enum(AUDIT_ACTIONS),
  Entity: z.enum(AUDIT_ENTITIES),
  EntityId: z.string(),
  /** Each changed top-level field of the record's wire object: `[before, after]`. */
  Changes: z.record(z.string(), auditChange),
  /** The record's name when the entry was written (a guest's, a username, a role's): what `q` finds. */
  Label: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditPage = pagedList("Entries", auditEntry);

/**
 * `q` finds text in the actor, action, entity, the record's name or id; `entity`, `entityId` (a record's
 * history), `actorId` and the days `from`/`to` (in `timeZone`, the console sends the browser's)
 * filter. Newest first, always.
 */
export const auditListQuery = z.object({
  q: searchParam,
  entity: z.enum(AUDIT_ENTITIES, { error: AuditMessage.entity }).optional(),
  entityId: textParam("entityId"),
  actorId: idParam("actorId"),
  from: dayParam("from"),
  to: dayParam("to"),
  timeZone: timeZoneParam("timeZone"),
});
export type AuditListQuery = z.input<typeof auditListQuery>;

export const auditCalls = declareCalls("audit", {
  /** The domain's audit trail, newest first; no call changes or deletes an entry. */
  list: {
    method: "GET",
    path: "/api/v1/domains/audit/:domainId/:page/:pageSize",
    params: domainPageParams,
    query: auditListQuery,
    answer: auditPage,
    permissions: [Permission.VIEW_AUDIT],
  },
});
