import type { FastifyInstance } from "fastify";
import { serveList } from "../../lib/lists/index.js";
import { auditList } from "./list.js";

/** The trail is only read: no call changes or deletes an entry (and a trigger refuses it). */
export async function auditRoutes(app: FastifyInstance) {
  serveList(app, auditList);
}
