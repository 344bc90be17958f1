import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client.js";

/** The route label of a request no route matched (a 404, or the console's page for its own paths). */
const UNMATCHED_ROUTE = "unmatched";

/**
 * What `GET /metrics` answers Prometheus (issue 32, docs/metrics.md): one registry per server, so
 * that two servers of one process (the tests') count apart.
 */
export function serverMetrics(database: Database) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "concierge_" });
  poolGauges(registry, database);
  return {
    registry,
    /** Every answered call, by its route's pattern; the buckets span a list's milliseconds to a slow export. */
    calls: new Histogram({
      name: "concierge_http_request_duration_seconds",
      help: "Time from a call's arrival to its answer, by method, route pattern and status",
      labelNames: ["method", "route", "status"] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    /** Events the stream read from the database and sent, summed over its open streams. */
    eventsDelivered: new Counter({
      name: "concierge_live_events_delivered_total",
      help: "Events sent to open streams",
      registers: [registry],
    }),
    /** Events this process wrote, in transactions that committed. */
    eventsWritten: new Counter({
      name: "concierge_live_events_written_total",
      help: "Events of changes this process committed",
      registers: [registry],
    }),
    streamsOpen: new Gauge({
      name: "concierge_live_streams_open",
      help: "Event streams open on this process",
      registers: [registry],
    }),
  };
}
export type ServerMetrics = ReturnType<typeof serverMetrics>;

/**
 * The database's connections, read when Prometheus scrapes. PGlite is one connection in the
 * process that queues its queries itself: it has no idle or waiting figure to give.
 */
function poolGauges(registry: Registry, { pool }: Database) {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge("concierge_db_pool_max_connections", "Connections the pool may open", () => pool?.options.max ?? 1);
  gauge("concierge_db_pool_connections", "Connections open, idle or in use", () => pool?.totalCount ?? 1);
  if (!pool) return;
  gauge("concierge_db_pool_idle_connections", "Connections open and idle", () => pool.idleCount);
  gauge(
    "concierge_db_pool_waiting_requests",
    "Queries waiting for a free connection",
    () => pool.waitingCount,
  );
}

/**
 * Times every answer, by the route's pattern (`…/rack/:domainId/:branchId`), never its URL, whose ids
 * would grow the label set without end. One hook at the root, so that every feature's calls and the
 * 404s are counted; `elapsedTime` is Fastify's own clock of the request: the hook reads no time.
 */
export function measureCalls(app: FastifyInstance) {
  const { calls } = app.metrics;
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    calls.observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });
}
