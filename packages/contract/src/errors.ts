import { z } from "zod";
import type { RefusalStatus } from "./call.js";

/**
 * The machine word of every refusal: a client branches on `code`, never on the words of `message`,
 * which may change or be translated. Stable: a code, once answered, keeps its meaning.
 */
export const ErrorCode = {
  /** 400: a field breaks a rule; the message names the first one (SPEC section 5's order). */
  invalidInput: "invalid_input",
  /** 400: a reset or invitation token that is unknown, used or expired. */
  invalidToken: "invalid_token",
  /** 400: a booking names a code that is not a room of its branch. */
  notARoom: "not_a_room",
  /** 400: an upload whose bytes are not a PNG, JPEG, GIF or WebP. */
  unsupportedImage: "unsupported_image",
  /** 401: no token, or one of a session that has ended. */
  unauthenticated: "unauthenticated",
  invalidCredentials: "invalid_credentials",
  notActivated: "not_activated",
  /** 401: a refresh token that is unknown, retired or revoked. */
  sessionExpired: "session_expired",
  forbidden: "forbidden",
  /** 403: a role with a permission its granter does not hold. */
  cannotGrant: "cannot_grant",
  notFound: "not_found",
  /** 409: a name, code, username or email that must be unique is taken. */
  alreadyExists: "already_exists",
  /** 409: a row others still depend on (users of a role, bookings of a room…). */
  inUse: "in_use",
  /** 409: the room is held for part of the stay asked for. */
  roomTaken: "room_taken",
  alreadyCheckedOut: "already_checked_out",
  /** 409: a booking whose status, or the day, does not allow that change (a check-in before arrival). */
  wrongStatus: "wrong_status",
  /** 409: a check-in of a reservation that lacks registration fields; `fields` names them. */
  registrationIncomplete: "registration_incomplete",
  /** 409: a room of an archived suite asked for a new booking or a move. */
  archived: "archived",
  /** 409: an Idempotency-Key sent again with another request. */
  idempotencyKeyReused: "idempotency_key_reused",
  /** 409: deleting or deactivating the signed-in user. */
  yourself: "yourself",
  tooLarge: "too_large",
  tooManyAttempts: "too_many_attempts",
  unavailable: "unavailable",
  internal: "internal",
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Every error answers this body (CONTRACT: the same human text in `error` and `message`). */
export const errorBody = z.object({
  error: z.string(),
  message: z.string(),
  code: z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]),
  /** The fields the refusal is about, by their wire names, where it names several (`registration_incomplete`). */
  fields: z.array(z.string()).optional(),
});

/** A refusal the server may answer: its status, its code and its words, declared together. */
export interface Refusal {
  status: RefusalStatus | 500;
  code: ErrorCode;
  message: string;
  fields?: readonly string[];
}

export const refusal = (status: Refusal["status"], code: ErrorCode, message: string): Refusal => ({
  status,
  code,
  message,
});

export const invalid = (message: string) => refusal(400, ErrorCode.invalidInput, message);
export const missing = (message: string) => refusal(404, ErrorCode.notFound, message);
export const exists = (message: string) => refusal(409, ErrorCode.alreadyExists, message);
export const inUse = (message: string) => refusal(409, ErrorCode.inUse, message);
