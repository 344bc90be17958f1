import { z } from "zod";
import { availability, availabilityQuery } from "./availability.js";
import { BOOKING_STATUSES } from "./booking-statuses.js";
import { declareCalls, VERSIONED_REFUSALS } from "./call.js";
import { requiredText } from "./common.js";
import { declareRefusals, ErrorCode, invalid, missing, refusal } from "./errors.js";
import { HOUSEKEEPING_STATES } from "./housekeeping.js";
import { Permission } from "./permissions.js";
import { isDay, zonedTime } from "./zones-and-money.js";

export { HOUSEKEEPING_STATES, type Housekeeping } from "./housekeeping.js";
export const BLOCK_REASON_MAX = 200;

export const RoomMessage = {
  housekeeping: `Housekeeping must be one of ${HOUSEKEEPING_STATES.join(", ")}`,
  day: (field: string) => `${field} must be a date YYYY-MM-DD`,
  toAfterFrom: "To must be after From: a block holds the nights from From up to To",
  reason: "Reason is required",
  tooLong: (maxNights: number) => `an out-of-order block may last at most ${maxNights} nights`,
  roomNotFound: (code: string) => `code ${code} is not a room of this branch`,
  blockNotFound: "out-of-order block not found",
  /** `freeFrom` on the branch's clock, its zone named. */
  blocked: (code: string, freeFrom: Date, timeZone: string) =>
    `room ${code} is held for those nights; it is free from ${zonedTime(freeFrom, timeZone)}`,
} as const;

export const RoomRefusal = declareRefusals("rooms", {
  roomNotFound: (code: string) =>
    refusal(404, ErrorCode.notFound, RoomMessage.roomNotFound(code), { room: code }),
  blockNotFound: missing(RoomMessage.blockNotFound),
  toAfterFrom: invalid(RoomMessage.toAfterFrom),
  tooLong: (maxNights: number) => invalid(RoomMessage.tooLong(maxNights), { nights: maxNights }),
  held: (code: string, freeFrom: Date, timeZone: string) =>
    refusal(409, ErrorCode.roomTaken, RoomMessage.blocked(code, freeFrom, timeZone), {
      room: code,
      freeFrom: zonedTime(freeFrom, timeZone),
    }),
});

const day = (field: string) =>
  z
    .string({ error: RoomMessage.day(field) })
    .trim()
    .refine(isDay, RoomMessage.day(field));

export const RACK_DAYS = { min: 1, max: 62, default: 14 } as const;
const rackDaysMessage = `days must be a whole number from ${RACK_DAYS.min} to ${RACK_DAYS.max}`;

/** `?from=YYYY-MM-DD&days=N`: the first night shown (today in the branch's zone when absent). */
export const rackQuery = z.object({
  from: day("from").optional(),
  days: z.coerce
    .number<number>({ error: rackDaysMessage })
    .int(rackDaysMessage)
    .min(RACK_DAYS.min, rackDaysMessage)
    .max(RACK_DAYS.max, rackDaysMessage)
    .default(RACK_DAYS.default),
});

export const housekeepingBody = z.object({
  Housekeeping: z.enum(HOUSEKEEPING_STATES, { error: RoomMessage.housekeeping }),
});
export const blockBody = z.object({
  From: day("From"),
  To: day("To"),
  Reason: requiredText("Reason", RoomMessage.reason, BLOCK_REASON_MAX),
});
export type BlockBody = z.input<typeof blockBody>;

export const room = z.object({
  Code: z.string(),
  Category: z.string(),
  SuiteId: z.string(),
  Housekeeping: z.enum(HOUSEKEEPING_STATES),
  /** Raised by every change of the room: sent back as `If-Match` (CONTRACT, "Live changes"). */
  Version: z.number().int(),
});
export type Room = z.infer<typeof room>;
export const block = z.object({
  Id: z.string(),
  SuiteCode: z.string(),
  /** The first night out of order, in the branch's zone. */
  From: z.string(),
  /** The day after the last night out of order. */
  To: z.string(),
  Reason: z.string(),
});
export type Block = z.infer<typeof block>;

/** A stay on the rack: a booking that is not cancelled, with the times of its arrival and departure. */
export const rackStay = z.object({
  BookingId: z.string(),
  SuiteCode: z.string(),
  CheckinDate: z.string(),
  CheckoutDate: z.string(),
  Status: z.enum(BOOKING_STATUSES),
  /** The guest's first and last name. */
  Guest: z.string(),
  /** The booking's note ('' when none). */
  Notes: z.string(),
  /** The booking's `Version`: a move from the rack sends it as `If-Match`. */
  Version: z.number().int(),
});
export type RackStay = z.infer<typeof rackStay>;

/** A category's rooms free on each night of the rack, in the order of the nights. */
export const rackFree = z.object({
  SuiteId: z.string(),
  Category: z.string(),
  Nights: z.array(z.number().int()),
});
export type RackFree = z.infer<typeof rackFree>;

/** Every room of a branch and what holds each over `Days` nights from `From`, in the branch's zone. */
export const rack = z.object({
  From: z.string(),
  Days: z.number().int(),
  TimeZone: z.string(),
  Rooms: z.array(room),
  Stays: z.array(rackStay),
  Blocks: z.array(block),
  /** Each category's rooms free night by night (issue 29): nothing holds them over that night. */
  Free: z.array(rackFree),
});
export type Rack = z.infer<typeof rack>;

const roomPath = "/api/v1/domains/branches/rooms/:domainId/:branchId/:code";
const roomParams = z.object({
  domainId: z.string().max(100),
  branchId: z.string().max(100),
  code: z.string().max(100),
});
const manage = [Permission.MANAGE_BOOKINGS];

export const roomCalls = declareCalls("rooms", {
  /** The room rack: rooms down the side, nights across, each stay and block that overlaps them. */
  rack: {
    method: "GET",
    path: "/api/v1/domains/branches/rack/:domainId/:branchId",
    params: z.object({ domainId: z.string().max(100), branchId: z.string().max(100) }),
    query: rackQuery,
    answer: rack,
  },
  /** The rooms of a branch free for a whole stay: what the booking forms offer. */
  availability: {
    method: "GET",
    path: "/api/v1/domains/branches/availability/:domainId/:branchId",
    params: z.object({ domainId: z.string().max(100), branchId: z.string().max(100) }),
    query: availabilityQuery,
    answer: availability,
  },
  /** A room's housekeeping state: clean, dirty or inspected. A check-out makes it dirty. */
  housekeeping: {
    method: "PUT",
    path: roomPath,
    params: roomParams,
    body: housekeepingBody,
    answer: room,
    refusals: VERSIONED_REFUSALS,
    // CONTRACT, "Front desk corrections": a housekeeper marks rooms without the bookings' permission.
    anyPermission: [Permission.HOUSEKEEPING, Permission.MANAGE_BOOKINGS],
    audit: { entity: "room" },
  },
  /** Takes a room out of order for the nights From up to To: held as a stay holds it. */
  block: {
    method: "POST",
    path: `${roomPath}/blocks`,
    params: roomParams,
    body: blockBody,
    status: 201,
    idempotent: true,
    answer: block,
    permissions: manage,
    audit: { entity: "block" },
  },
  unblock: {
    method: "DELETE",
    path: `${roomPath}/blocks/:blockId`,
    params: roomParams.extend({ blockId: z.string().max(100) }),
    status: 204,
    answer: z.null(),
    permissions: manage,
    audit: { entity: "block" },
  },
});
