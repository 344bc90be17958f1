import { auditCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serve } from "../../lib/serve.js";
import { presentAuditEntry } from "./present.js";
import { listAudit } from "./service.js";

/** The trail is only read: no call changes or deletes an entry (and a trigger refuses it). */
export async function auditRoutes(app: FastifyInstance) {
  serve(app, calls.list, async ({ db, actor, params, query }) => {
    const { rows, count } = await listAudit(db, actor, { ...params, ...query });
    return { Count: count, Entries: rows.map(presentAuditEntry) };
  });
}
