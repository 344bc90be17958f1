import { ErrorCode, invalid, missing, refusal } from "./errors.js";

export const AccessMessage = {
  forbidden: "you do not have permission to do this",
  notFound: "not found",
  invalidBody: "request body must be a JSON object",
  tooLarge: "request is too large",
  unavailable: "the database is unavailable, try again shortly",
  internal: "something went wrong on our side, try again",
} as const;

/** The refusals any call may answer, whatever its feature. */
export const AccessRefusal = {
  forbidden: refusal(403, ErrorCode.forbidden, AccessMessage.forbidden),
  notFound: missing(AccessMessage.notFound),
  invalidBody: invalid(AccessMessage.invalidBody),
  tooLarge: refusal(413, ErrorCode.tooLarge, AccessMessage.tooLarge),
  unavailable: refusal(503, ErrorCode.unavailable, AccessMessage.unavailable),
  internal: refusal(500, ErrorCode.internal, AccessMessage.internal),
};
