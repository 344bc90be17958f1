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
  /** 409: anonymizing a guest while one of their bookings is reserved or in house. */
  guestHasStay: "guest_has_stay",
  /** 409: a rate plan that does not sell the stay asked for; `reasons` says why, in words. */
  rateRefused: "rate_refused",
  /** 409: a check-out, or an invoice, while the folios do not balance; `values.due` says how much. */
  balanceDue: "balance_due",
  /** 409: a posting into a folio closed by its invoice. */
  folioClosed: "folio_closed",
  /** 409: an allowance, refund or move of more than is left of its entry. */
  exceedsRemainder: "exceeds_remainder",
  /** 409: closing a day whose reservations are not all checked in or no-show; `values.bookings` lists them. */
  arrivalsPending: "arrivals_pending",
  /** 409: closing a day another user or process is closing. */
  dayClosing: "day_closing",
  /** 412: an `If-Match` version that is no longer the record's: someone changed it since. */
  changed: "changed",
  /** 409: deleting or deactivating the signed-in user. */
  yourself: "yourself",
  tooLarge: "too_large",
  tooManyAttempts: "too_many_attempts",
  unavailable: "unavailable",
  internal: "internal",
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * A value a refusal's words name: a text (a room's code, a time on the branch's clock), a number, a
 * list (of codes, of fields), or counts by noun (what a branch still holds: `{ user: 2, suite: 1 }`).
 */
export type RefusalValue = string | number | readonly string[] | Readonly<Record<string, number>>;
export type RefusalValues = Readonly<Record<string, RefusalValue>>;

const refusalValue = z.union([z.string(), z.number(), z.array(z.string()), z.record(z.string(), z.number())]);

/** Every error answers this body (CONTRACT: the same human text in `error` and `message`). */
export const errorBody = z.object({
  error: z.string(),
  message: z.string(),
  code: z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]),
  /** The fields the refusal is about, by their wire names, where it names several (`registration_incomplete`). */
  fields: z.array(z.string()).optional(),
  /**
   * Which of the contract's refusals it is, where its words name values (`bookings.taken`), and
   * those values by name: a client words it in its own language from these, as Stripe's `code`
   * and parameters, never from `message`.
   */
  refusal: z.string().optional(),
  values: z.record(z.string(), refusalValue).optional(),
});

/** A refusal the server may answer: its status, its code and its words, declared together. */
export interface Refusal {
  status: RefusalStatus | 500;
  code: ErrorCode;
  message: string;
  fields?: readonly string[];
  /** Its name among the contract's refusals (`bookings.taken`), given by `declareRefusals`. */
  key?: string;
  /** What its words name, by name: `{ room: "101", freeFrom: "2026-12-02 12:00 (Asia/Dubai)" }`. */
  values?: RefusalValues;
}

export const refusal = (
  status: Refusal["status"],
  code: ErrorCode,
  message: string,
  values?: RefusalValues,
): Refusal => ({ status, code, message, ...(values ? { values } : {}) });

export const invalid = (message: string, values?: RefusalValues) =>
  refusal(400, ErrorCode.invalidInput, message, values);
export const missing = (message: string) => refusal(404, ErrorCode.notFound, message);
export const exists = (message: string, values?: RefusalValues) =>
  refusal(409, ErrorCode.alreadyExists, message, values);
export const inUse = (message: string, values?: RefusalValues) =>
  refusal(409, ErrorCode.inUse, message, values);

type Declared = Refusal | ((...args: never[]) => Refusal);

/**
 * A feature's refusals: each one built from values (a function) is named `<feature>.<name>` on the
 * wire, the key a client translates it by; one without values is known by its fixed words.
 */
export function declareRefusals<const Refusals extends Record<string, Declared>>(
  feature: string,
  refusals: Refusals,
): Refusals {
  return Object.fromEntries(
    Object.entries(refusals).map(([name, declared]) => [
      name,
      typeof declared === "function"
        ? (...args: never[]) => ({ ...declared(...args), key: `${feature}.${name}` })
        : declared,
    ]),
  ) as Refusals;
}

/** What a row still holds, by noun, for a refusal to delete it. */
export type Held = Partial<Record<"user" | "branch" | "suite" | "image", number>>;
const heldNouns: Record<keyof Held, string> = {
  user: "users",
  branch: "branches",
  suite: "suites",
  image: "images",
};

/** '2 users, 1 branch and 3 suites', the nouns held none of left out; '' for nothing. */
export function heldWords(held: Held): string {
  const parts = (Object.keys(heldNouns) as (keyof Held)[]).flatMap((noun) => {
    const n = held[noun] ?? 0;
    return n ? [`${n} ${n === 1 ? noun : heldNouns[noun]}`] : [];
  });
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "");
}
