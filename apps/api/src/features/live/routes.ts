import { errorBody, LiveRefusal, liveCalls, liveEventNumber } from "@concierge/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { expiryOf } from "../../lib/access-tokens.js";
import { refuse } from "../../lib/errors.js";
import { domainOf } from "../../lib/tenancy.js";
import { branchOf } from "../branches/index.js";
import { type BranchKey, streamBounds } from "./events.js";
import { OPENED, resyncText, STREAM_HEADERS } from "./stream-text.js";

const call = liveCalls.events;

/** The number a reconnecting client last had: the `Last-Event-ID` header, else `lastEventId`; 400 if not one. */
function lastEventIdOf(request: FastifyRequest, query: { lastEventId?: string }) {
  const given = request.headers["last-event-id"] ?? query.lastEventId;
  if (given === undefined) return undefined;
  const number = liveEventNumber.safeParse(given);
  if (!number.success) throw refuse(LiveRefusal.badEventId);
  return number.data;
}

/**
 * Where the stream starts, and whether it must say Resync first: nothing asked, the branch's last
 * event (nothing replayed); a number before the oldest kept event less one (purged), or after the
 * last (another database's), the oldest kept less one, after a Resync.
 */
async function startOf(request: FastifyRequest, branch: BranchKey, asked: number | undefined) {
  const { last, oldest } = await streamBounds(request.server.db, branch);
  if (asked === undefined) return { cursor: last, resync: false };
  if (asked < oldest - 1 || asked > last) return { cursor: oldest - 1, resync: true };
  return { cursor: asked, resync: false };
}

/** The branch's changes as `text/event-stream` (CONTRACT, "Live changes"): any user of its domain may listen. */
export async function liveRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    schema: {
      tags: [call.feature],
      params: call.params,
      querystring: call.query,
      response: Object.fromEntries(call.refusals.map((status) => [status, errorBody])),
    },
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const domainId = await domainOf(app.db, request.actor, request.params.domainId);
      const branch = { domainId, branchId: await branchOf(app.db, domainId, request.params.branchId) };
      const { cursor, resync } = await startOf(request, branch, lastEventIdOf(request, request.query));
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, { ...(reply.getHeaders() as Record<string, string>), ...STREAM_HEADERS });
      res.write(resync ? OPENED + resyncText(cursor) : OPENED);
      const token = request.headers.authorization?.slice(7).trim() ?? "";
      app.live.open({ branch, cursor, expiresAt: expiryOf(token), res });
    },
  });
}
