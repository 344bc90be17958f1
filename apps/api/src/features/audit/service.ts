import { type AuditEntity, addDays, invalid, ListMessage } from "@concierge/contract";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { auditEntries } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { refuse } from "../../lib/errors.js";
import { countWhere, finding, pagedRows } from "../../lib/listing.js";
import { dayAt } from "../../lib/nights.js";
import { domainOf, inDomain } from "../../lib/tenancy.js";
import { presentAuditEntry } from "./present.js";

export interface AuditListing {
  domainId: string;
  q?: string;
  entity?: AuditEntity;
  entityId?: string;
  actorId?: string;
  from?: string;
  to?: string;
  timeZone: string;
}

const e = auditEntries;
// What a person types to find an entry: its actor, action, kind, record's name and id, stored in
// `search` and served by the trigram index of migration 0017.
const searchable = sql`${e.search}`;

/** The domain's trail, newest first, found and filtered: the list's page and its export. */
export async function listAudit(db: Db, actor: Actor, at: AuditListing) {
  const domainId = await domainOf(db, actor, at.domainId);
  if (at.from && at.to && at.to < at.from) throw refuse(invalid(ListMessage.toBeforeFrom));
  const where = inDomain(
    e,
    domainId,
    finding(searchable, at.q),
    at.entity ? eq(e.entity, at.entity) : undefined,
    at.entityId ? eq(e.entityId, at.entityId) : undefined,
    at.actorId ? eq(e.actorId, at.actorId) : undefined,
    at.from ? sql`${e.at} >= ${dayAt(at.from, at.timeZone)}` : undefined,
    at.to ? sql`${e.at} < ${dayAt(addDays(at.to, 1), at.timeZone)}` : undefined,
  );
  const newest = [desc(e.at), desc(e.id)];
  return {
    ...pagedRows(db, e, where, newest, (condition) =>
      db
        .select()
        .from(e)
        .where(condition)
        .orderBy(...newest)
        .$dynamic(),
    ),
    count: () => countWhere(db, e, where),
    present: (rows: (typeof e.$inferSelect)[]) => rows.map(presentAuditEntry),
  };
}
