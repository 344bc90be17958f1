import { type AuditEntity, addDays, invalid, ListMessage } from "@concierge/contract";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { auditEntries } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { refuse } from "../../lib/errors.js";
import { finding } from "../../lib/listing.js";
import { domainOf, pageInDomain } from "../../lib/tenancy.js";

export interface AuditListing {
  domainId: string;
  page: number;
  pageSize: number;
  q?: string;
  entity?: AuditEntity;
  entityId?: string;
  actorId?: string;
  from?: string;
  to?: string;
  timeZone: string;
}

const e = auditEntries;
// As the trigram index of migration 0016 spells it, so that it serves `q`.
const searchable = sql`search_text(${e.actorName} || ' ' || ${e.action} || ' ' || ${e.entity} || ' ' || ${e.entityId} || ' ' || ${e.changes}::text)`;

/** The first instant of `day` in `timeZone`. */
const dayStart = (day: string, timeZone: string) => sql`(${day}::date)::timestamp at time zone ${timeZone}`;

/** A page of the domain's trail, newest first, found and filtered; `count` is the filtered set's. */
export async function listAudit(db: Db, actor: Actor, at: AuditListing) {
  const domainId = await domainOf(db, actor, at.domainId);
  if (at.from && at.to && at.to < at.from) throw refuse(invalid(ListMessage.toBeforeFrom));
  const page = { domainId, page: at.page, size: at.pageSize };
  return pageInDomain(
    db,
    e,
    page,
    [desc(e.at), desc(e.id)],
    finding(searchable, at.q),
    at.entity ? eq(e.entity, at.entity) : undefined,
    at.entityId ? eq(e.entityId, at.entityId) : undefined,
    at.actorId ? eq(e.actorId, at.actorId) : undefined,
    at.from ? sql`${e.at} >= ${dayStart(at.from, at.timeZone)}` : undefined,
    at.to ? sql`${e.at} < ${dayStart(addDays(at.to, 1), at.timeZone)}` : undefined,
  );
}
