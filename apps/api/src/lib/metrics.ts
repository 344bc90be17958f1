import { Counter, Gauge, Registry } from "prom-client";

/**
 * What `GET /metrics` answers Prometheus (issue 32): one registry per server, so that two servers
 * of one process (the tests') count apart. The live stream's figures are here; the calls' and the
 * database pool's are added where they are measured.
 */
export function serverMetrics() {
  const registry = new Registry();
  return {
    registry,
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
