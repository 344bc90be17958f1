import { createHash, timingSafeEqual } from "node:crypto";
import { AuthRefusal } from "@concierge/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { refuse } from "../../lib/errors.js";

/** Where Prometheus scrapes, as its exporters answer: outside the API's paths and its OpenAPI document. */
const METRICS_PATH = "/metrics";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether the request carries METRICS_TOKEN as its bearer, compared in constant time. */
function bearsToken(request: FastifyRequest, token: string) {
  const header = request.headers.authorization;
  const given = header?.startsWith("Bearer ") ? header.slice(7).trim() : "";
  return timingSafeEqual(digest(given), digest(token));
}

/** `GET /metrics`: Prometheus' text of this process, behind METRICS_TOKEN when it is set. */
export async function metricsRoutes(app: FastifyInstance) {
  const { registry } = app.metrics;
  const token = app.config.metricsToken;
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (token && !bearsToken(request, token)) {
      throw refuse(AuthRefusal.unauthenticated, { "www-authenticate": 'Bearer realm="metrics"' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
