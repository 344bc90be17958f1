import type { FastifyInstance } from "fastify";
import { type LiveHub, liveHub } from "./hub.js";

export { purgeEvents } from "./events.js";
export { liveRoutes } from "./routes.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The process's live streams (features/live). */
    live: LiveHub;
  }
}

/**
 * The live streams' hub, on the root instance: every write this process answers wakes it (the
 * change is committed by then), and it ends the streams before the server closes, which would
 * otherwise wait on them.
 */
export function serveLiveChanges(app: FastifyInstance) {
  const hub = liveHub({
    db: app.db,
    log: app.log,
    metrics: app.metrics,
    directUrl: app.config.databaseUrl ? app.config.databaseDirectUrl : undefined,
  });
  app.decorate("live", hub);
  app.addHook("onResponse", (request, reply, done) => {
    if (request.method !== "GET" && request.method !== "HEAD" && reply.statusCode < 400) hub.wake();
    done();
  });
  app.addHook("preClose", () => hub.stop());
}
