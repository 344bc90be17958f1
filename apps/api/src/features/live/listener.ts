import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { LIVE_CHANNEL } from "../../lib/live-changes.js";

const RECONNECT_MS = 1_000;

/**
 * `LISTEN branch_events` on a connection of its own, over DATABASE_DIRECT_URL: PgBouncer's
 * transaction mode cannot hold a LISTEN. Each notification names a domain and its branches
 * (`<domainId> <branchId>,…`); a lost connection is opened again after a second. Only a wake: the
 * hub's poll finds the same events without it.
 */
export function listenForChanges(
  url: string,
  log: FastifyBaseLogger,
  heard: (domainId: string, branchIds: string[]) => void,
) {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  function lost(listening: pg.Client, error?: unknown) {
    if (client !== listening) return;
    client = undefined;
    if (stopped) return;
    log.warn({ err: error }, "the live changes' LISTEN connection was lost; polling meanwhile");
    listening.end().catch(() => {});
    retry ??= setTimeout(connect, RECONNECT_MS).unref();
  }

  function connect() {
    retry = undefined;
    const listening = new pg.Client({ connectionString: url });
    client = listening;
    listening.on("notification", ({ payload = "" }) => {
      const [domainId = "", branchIds = ""] = payload.split(" ");
      heard(domainId, branchIds.split(","));
    });
    listening.on("error", (error) => lost(listening, error));
    listening.on("end", () => lost(listening));
    listening
      .connect()
      .then(() => listening.query(`listen ${LIVE_CHANNEL}`))
      .catch((error: unknown) => lost(listening, error));
  }

  connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const listening = client;
    client = undefined;
    await listening?.end().catch(() => {});
  };
}
