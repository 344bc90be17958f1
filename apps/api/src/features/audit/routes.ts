import { auditCalls as calls } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serveList } from "../../lib/serve-list.js";
import { listAudit } from "./service.js";

/** The trail is only read: no call changes or deletes an entry (and a trigger refuses it). */
export async function auditRoutes(app: FastifyInstance) {
  serveList(app, calls.list, ({ db, actor, params, query }) => listAudit(db, actor, { ...params, ...query }));
}
