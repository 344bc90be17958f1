import { ErrorCode, refusal } from "./errors.js";

/**
 * `Idempotency-Key` on a call declared `idempotent` (every creation, today): the server does the
 * write once per key and answers a repeat of the same request with the first answer, so a retry or
 * a double click never books twice. A key is the sender's (its user's) for a day.
 */
export const IDEMPOTENCY_HEADER = "idempotency-key";
export const IDEMPOTENCY_KEY_MAX = 200;
/** Answered on a repeat: the answer is the first request's. */
export const IDEMPOTENT_REPLAY_HEADER = "idempotent-replayed";

export const IdempotencyMessage = {
  key: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} visible characters`,
  reused: "Idempotency-Key was already used for a different request",
} as const;

export const IdempotencyRefusal = {
  key: refusal(400, ErrorCode.invalidInput, IdempotencyMessage.key),
  reused: refusal(409, ErrorCode.idempotencyKeyReused, IdempotencyMessage.reused),
};

export const isIdempotencyKey = (key: string) =>
  key.length >= 1 && key.length <= IDEMPOTENCY_KEY_MAX && /^[\x21-\x7e]+$/.test(key);
