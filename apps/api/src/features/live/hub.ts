import type { ServerResponse } from "node:http";
import { LIVE_KEEPALIVE_SECONDS } from "@concierge/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import type { ServerMetrics } from "../../lib/metrics.js";
import { type BranchKey, eventsAfter, lastEventIds } from "./events.js";
import { listenForChanges } from "./listener.js";
import { eventText, KEEP_ALIVE } from "./stream-text.js";

/** One open stream: its branch, the last event number written to it, and when its token expires. */
export interface Stream {
  branch: BranchKey;
  cursor: number;
  expiresAt: number | undefined;
  res: ServerResponse;
}

/** How often the hub looks at the counters of the branches with streams: the wake that never fails. */
const POLL_MS = 500;
const KEEP_ALIVE_TICKS = (LIVE_KEEPALIVE_SECONDS * 1000) / POLL_MS;
/** A client that reads slower than its branch changes is closed: it comes back with its Last-Event-ID. */
const MOST_UNREAD_BYTES = 1024 * 1024;

const keyOf = (branch: BranchKey) => `${branch.domainId} ${branch.branchId}`;

interface HubOptions {
  db: Db;
  log: FastifyBaseLogger;
  metrics: ServerMetrics;
  /** DATABASE_DIRECT_URL: notifications wake the hub at once; without it, the poll does. */
  directUrl: string | undefined;
}

/**
 * The process's streams by branch (issue 32, docs/decisions). One reader for all: on each wake it
 * reads the counters of the branches with streams in one statement, then each branch's new events
 * once, and writes each to every stream of the branch that has not had it. Wakes: a write answered
 * by this process, a notification over DATABASE_DIRECT_URL, and a poll every half second while any
 * stream is open. An idle stream holds no timer and no buffer: one tick serves all.
 */
export function liveHub({ db, log, metrics, directUrl }: HubOptions) {
  const branches = new Map<string, { branch: BranchKey; streams: Set<Stream> }>();
  let reading: Promise<void> | undefined;
  let readAgain = false;
  let ticker: NodeJS.Timeout | undefined;
  let ticks = 0;
  const stopListening = directUrl
    ? listenForChanges(directUrl, log, (domainId, branchIds) => {
        if (branchIds.some((branchId) => branches.has(keyOf({ domainId, branchId })))) wake();
      })
    : undefined;

  function write(stream: Stream, text: string) {
    stream.res.write(text);
    if (stream.res.writableLength > MOST_UNREAD_BYTES) stream.res.destroy();
  }

  async function readBranch(branch: BranchKey, streams: Set<Stream>, last: number) {
    let from = Math.min(...[...streams].map((stream) => stream.cursor));
    while (from < last && streams.size) {
      const events = await eventsAfter(db, branch, from);
      for (const event of events) {
        const text = eventText(event);
        for (const stream of streams) {
          if (event.id <= stream.cursor) continue;
          write(stream, text);
          stream.cursor = event.id;
          metrics.eventsDelivered.inc();
        }
      }
      const newest = events.at(-1);
      if (!newest) break;
      from = newest.id;
    }
  }

  async function readAll() {
    const listened = [...branches.values()];
    const counters = await lastEventIds(
      db,
      listened.map(({ branch }) => branch),
    );
    const lastOf = new Map(counters.map((counter) => [keyOf(counter), counter.last]));
    for (const { branch, streams } of listened) {
      await readBranch(branch, streams, lastOf.get(keyOf(branch)) ?? 0);
    }
  }

  /** Reads now, or once more after the read under way: a wake is never lost, and reads never overlap. */
  function wake() {
    if (!branches.size) return;
    if (reading) {
      readAgain = true;
      return;
    }
    reading = (async () => {
      do {
        readAgain = false;
        await readAll().catch((error: unknown) => log.error({ err: error }, "reading live changes failed"));
      } while (readAgain && branches.size);
    })().finally(() => {
      reading = undefined;
    });
  }

  function tick() {
    const keepAlive = ++ticks % KEEP_ALIVE_TICKS === 0;
    const now = Date.now();
    for (const { streams } of branches.values()) {
      for (const stream of streams) {
        // The client comes back with a fresh token and its Last-Event-ID.
        if (stream.expiresAt !== undefined && stream.expiresAt <= now) stream.res.end();
        else if (keepAlive) write(stream, KEEP_ALIVE);
      }
    }
    wake();
  }

  function close(stream: Stream) {
    const key = keyOf(stream.branch);
    const listened = branches.get(key);
    if (!listened?.streams.delete(stream)) return;
    metrics.streamsOpen.dec();
    if (!listened.streams.size) branches.delete(key);
    if (!branches.size) {
      clearInterval(ticker);
      ticker = undefined;
    }
  }

  return {
    /** Adds a stream whose headers are written: it gets every event of its branch after its cursor. */
    open(stream: Stream) {
      const key = keyOf(stream.branch);
      const listened = branches.get(key) ?? { branch: stream.branch, streams: new Set<Stream>() };
      branches.set(key, listened);
      listened.streams.add(stream);
      metrics.streamsOpen.inc();
      stream.res.on("close", () => close(stream));
      // The app keeps half-closed connections open (app.ts): a client that has closed its side is gone.
      stream.res.socket?.once("end", () => stream.res.destroy());
      ticker ??= setInterval(tick, POLL_MS).unref();
      wake();
    },
    wake,
    /** Ends every stream (the server is closing) and stops listening. */
    async stop() {
      for (const { streams } of [...branches.values()]) {
        for (const stream of [...streams]) {
          stream.res.end();
          close(stream);
        }
      }
      await stopListening?.();
      await reading;
    },
  };
}
export type LiveHub = ReturnType<typeof liveHub>;
