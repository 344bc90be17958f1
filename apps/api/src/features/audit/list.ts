import { addDays, auditCalls, invalid, ListMessage } from "@concierge/contract";
import { desc, eq, getTableColumns, sql } from "drizzle-orm";
import { auditSearch, auditEntries as e } from "../../db/schema/index.js";
import { refuse } from "../../lib/errors.js";
import { declareList } from "../../lib/lists/index.js";
import { dayAt } from "../../lib/nights.js";
import { domainOf, inDomain } from "../../lib/tenancy.js";
import { presentAuditEntry } from "./present.js";

/** The domain's trail, newest first, found and filtered by record, actor and days. */
export const auditList = declareList({
  call: auditCalls.list,
  table: e,
  columns: getTableColumns(e),
  ask: async ({ db, actor, params, query }) => {
    const domainId = await domainOf(db, actor, params.domainId);
    const { from, to, timeZone } = query;
    if (from && to && to < from) throw refuse(invalid(ListMessage.toBeforeFrom));
    return {
      values: {
        domainId,
        entity: query.entity,
        entityId: query.entityId,
        actorId: query.actorId,
        from,
        until: to ? addDays(to, 1) : undefined,
        timeZone: from || to ? timeZone : undefined,
      },
    };
  },
  scope: (v) => inDomain(e, v.domainId),
  search: auditSearch,
  filters: (v) => [
    v.entity && eq(e.entity, v.entity),
    v.entityId && eq(e.entityId, v.entityId),
    v.actorId && eq(e.actorId, v.actorId),
    v.from && v.timeZone && sql`${e.at} >= ${dayAt(v.from, v.timeZone)}`,
    v.until && v.timeZone && sql`${e.at} < ${dayAt(v.until, v.timeZone)}`,
  ],
  sorts: {},
  order: [desc(e.at), desc(e.id)],
  present: (rows) => rows.map(presentAuditEntry),
});
