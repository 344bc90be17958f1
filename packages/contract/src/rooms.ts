import { z } from "zod";
import { declareCalls } from "./call.js";
import { requiredText } from "./common.js";
import { ErrorCode, invalid, missing, refusal } from "./errors.js";
import { Permission } from "./permissions.js";

/** CONTRACT, "Rooms: housekeeping and out of order". */
export const HOUSEKEEPING_STATES = ["clean", "dirty", "inspected"] as const;
export type Housekeeping = (typeof HOUSEKEEPING_STATES)[number];
export const BLOCK_REASON_MAX = 200;

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export const RoomMessage = {
  housekeeping: `Housekeeping must be one of ${HOUSEKEEPING_STATES.join(", ")}`,
  day: (field: string) => `${field} must be a date YYYY-MM-DD`,
  toAfterFrom: "To must be after From: a block holds the nights from From up to To",
  reason: "Reason is required",
  roomNotFound: (code: string) => `code ${code} is not a room of this branch`,
  blockNotFound: "out-of-order block not found",
  blocked: (code: string, freeFrom: string) =>
    `room ${code} is held for those nights; it is free from ${freeFrom}`,
} as const;

export const RoomRefusal = {
  roomNotFound: (code: string) => refusal(404, ErrorCode.notFound, RoomMessage.roomNotFound(code)),
  blockNotFound: missing(RoomMessage.blockNotFound),
  toAfterFrom: invalid(RoomMessage.toAfterFrom),
  held: (code: string, freeFrom: string) =>
    refusal(409, ErrorCode.roomTaken, RoomMessage.blocked(code, freeFrom)),
};

const day = (field: string) =>
  z
    .string({ error: RoomMessage.day(field) })
    .trim()
    .refine(isDay, RoomMessage.day(field));

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

const roomPath = "/api/v1/domains/branches/rooms/:domainId/:branchId/:code";
const roomParams = z.object({
  domainId: z.string().max(100),
  branchId: z.string().max(100),
  code: z.string().max(100),
});
const manage = [Permission.MANAGE_BOOKINGS];

export const roomCalls = declareCalls("rooms", {
  /** A room's housekeeping state: clean, dirty or inspected. A check-out makes it dirty. */
  housekeeping: {
    method: "PUT",
    path: roomPath,
    params: roomParams,
    body: housekeepingBody,
    answer: room,
    permissions: manage,
  },
  /** Takes a room out of order for the nights From up to To: held as a stay holds it. */
  block: {
    method: "POST",
    path: `${roomPath}/blocks`,
    params: roomParams,
    body: blockBody,
    status: 201,
    answer: block,
    permissions: manage,
  },
  unblock: {
    method: "DELETE",
    path: `${roomPath}/blocks/:blockId`,
    params: roomParams.extend({ blockId: z.string().max(100) }),
    status: 204,
    answer: z.null(),
    permissions: manage,
  },
});
