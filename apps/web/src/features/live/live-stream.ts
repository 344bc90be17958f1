import { LIVE_RESYNC_EVENT, liveCalls, liveEvent } from "@concierge/contract";
import { ApiError, openStream } from "../../lib/http";
import { eventStreamReader } from "./event-stream";
import type { HeardEvent } from "./live-events";
import type { LiveState } from "./live-state";

export interface StreamReading {
  domainId: string;
  branchId: string;
  /** The last event heard, here or in another tab: the stream goes on after it. */
  lastId: () => number | undefined;
  onEvent: (event: HeardEvent) => void;
  /** The stream no longer reaches back to `lastId`: everything shown is to be read again. */
  onResync: () => void;
  onState: (state: LiveState) => void;
  signal: AbortSignal;
}

const FIRST_DELAY_MS = 1000;
const LONGEST_DELAY_MS = 30_000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    signal.addEventListener("abort", stop, { once: true });
  });

/** Reads one opened stream to its end, handing on each change (a malformed one is skipped). */
async function readToEnd(response: Response, reading: StreamReading) {
  const feed = eventStreamReader(({ id, event, data }) => {
    if (event === LIVE_RESYNC_EVENT) return reading.onResync();
    const parsed = liveEvent.safeParse(JSON.parse(data || "null"));
    const eventId = Number(id);
    if (parsed.success && Number.isInteger(eventId)) reading.onEvent({ ...parsed.data, EventId: eventId });
  });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) return;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    feed(value);
  }
}

/**
 * Holds the branch's stream open until `signal` aborts: it opens again after an end or a failure,
 * 1 s later then twice as long each failure up to 30 s (a little less or more, so that the tabs of
 * a restarted server do not all come back at once), with `Last-Event-ID`. A session that cannot be
 * renewed ends it: the sign-in page follows.
 */
export async function holdStream(reading: StreamReading) {
  const { domainId, branchId, signal } = reading;
  let delay = FIRST_DELAY_MS;
  while (!signal.aborted) {
    try {
      const last = reading.lastId();
      const headers: Record<string, string> = last === undefined ? {} : { "last-event-id": String(last) };
      const response = await openStream(
        liveCalls.events,
        { params: { domainId, branchId } },
        signal,
        headers,
      );
      reading.onState("connected");
      delay = FIRST_DELAY_MS;
      await readToEnd(response, reading);
    } catch (error) {
      if (signal.aborted || (error instanceof ApiError && error.status === 401)) return;
    }
    reading.onState("reconnecting");
    await pause(delay * (0.8 + Math.random() * 0.4), signal);
    delay = Math.min(delay * 2, LONGEST_DELAY_MS);
  }
}
