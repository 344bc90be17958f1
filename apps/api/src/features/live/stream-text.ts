import { LIVE_RESYNC_EVENT, type LiveEvent } from "@concierge/contract";
import type { StoredEvent } from "./events.js";

/** The headers of a stream, beside the app's security headers. */
export const STREAM_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache",
  // nginx and the like would hold the stream's lines in their buffer.
  "x-accel-buffering": "no",
};

/** The first line, at once: a client knows the stream is open before any change. */
export const OPENED = ": open\n\n";
export const KEEP_ALIVE = ": keep-alive\n\n";

/** An event as `text/event-stream` writes it: `id`, `event` (its entity) and `data` (a LiveEvent). */
export function eventText(event: StoredEvent) {
  const data: LiveEvent = {
    Entity: event.entity as LiveEvent["Entity"],
    Id: event.entityId,
    Action: event.action,
    ActorName: event.actorName,
    At: event.at.toISOString(),
  };
  return `id: ${event.id}\nevent: ${event.entity}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The replay asked for reaches before the oldest kept event: re-read everything, go on from `id`. */
export const resyncText = (id: number) => `id: ${id}\nevent: ${LIVE_RESYNC_EVENT}\ndata: {}\n\n`;
