import { z } from "zod";
import { declareCalls } from "./call.js";
import { declareRefusals, ErrorCode, invalid, refusal } from "./errors.js";

/**
 * Live changes (CONTRACT, "Live changes"; issue 32): each committed change of a branch's bookings,
 * rooms, blocks, folios and guests is an event of the branch's stream, numbered in commit order.
 */
export const LIVE_ENTITIES = ["Booking", "Room", "Block", "Folio", "Guest"] as const;
export type LiveEntity = (typeof LIVE_ENTITIES)[number];

/** An event's `data`: what changed, how, by whom and when; a client reads the record itself. */
export const liveEvent = z.object({
  Entity: z.enum(LIVE_ENTITIES),
  /** The record's id: a booking's, folio's, guest's or block's `Id`, a room's `Code`. */
  Id: z.string(),
  /** The audit trail's action: create, update, checkin, checkout, charge, payment… */
  Action: z.string(),
  /** The username of who changed it, or "Night audit" for the server's own close. */
  ActorName: z.string(),
  At: z.string(),
});
export type LiveEvent = z.infer<typeof liveEvent>;

/** The stream's name for a replay that no longer reaches back far enough: read everything again. */
export const LIVE_RESYNC_EVENT = "Resync";
/** How often the stream sends a comment line, so that no proxy takes it for idle. */
export const LIVE_KEEPALIVE_SECONDS = 15;
/** How long events are kept for a replay by `Last-Event-ID`, at least. */
export const LIVE_RETENTION_HOURS = 48;

/** How long ago in whole units: under a minute in seconds, then minutes, hours, days. */
export function agoUnit(seconds: number): { value: number; unit: "second" | "minute" | "hour" | "day" } {
  const s = Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : 0;
  if (s < 60) return { value: s, unit: "second" };
  if (s < 3600) return { value: Math.floor(s / 60), unit: "minute" };
  if (s < 86_400) return { value: Math.floor(s / 3600), unit: "hour" };
  return { value: Math.floor(s / 86_400), unit: "day" };
}

const agoSymbols = { second: "s", minute: "min", hour: "h", day: "d" } as const;

/** How long ago, in the words of the 412: "10 s ago", "3 min ago", "2 h ago", "4 d ago". */
export function agoText(seconds: number) {
  const { value, unit } = agoUnit(seconds);
  return `${value} ${agoSymbols[unit]} ago`;
}

export const LiveMessage = {
  badEventId: "Last-Event-ID must be a whole number of at least 0",
} as const;

export const LiveRefusal = declareRefusals("live", {
  /** 412: an `If-Match` whose version is no longer the record's; `values.at` is when it changed. */
  changed: (actorName: string, at: string, secondsAgo: number) =>
    refusal(412, ErrorCode.changed, `Changed by ${actorName} ${agoText(secondsAgo)}: reload or overwrite`, {
      actor: actorName,
      at,
    }),
  /** 400: a `Last-Event-ID` (or `lastEventId`) that is not an event's number. */
  badEventId: invalid(LiveMessage.badEventId),
});

/** An event's number as a client sends it back: a whole number ≥ 0 within JavaScript's safe range. */
export const liveEventNumber = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/)
  .transform(Number);

const eventParams = z.object({ domainId: z.string().max(100), branchId: z.string().max(100) });
/** `Last-Event-ID` for a client that cannot send headers; checked with the header, as `liveEventNumber`. */
const eventQuery = z.object({ lastEventId: z.string().max(100).optional() });

export const liveCalls = declareCalls("live", {
  /**
   * The branch's changes as `text/event-stream` (not JSON): `id: <n>`, `event: <Entity>`, `data:
   * <LiveEvent>`; `Last-Event-ID` replays what came after it.
   */
  events: {
    method: "GET",
    path: "/api/v1/domains/branches/events/:domainId/:branchId",
    params: eventParams,
    query: eventQuery,
    answer: z.null(),
  },
});
