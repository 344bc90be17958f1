import type { Refusal } from "@concierge/contract";

/** The one error a service throws; the error handler answers its status and `{ error, message, code }`. */
export class AppError extends Error {
  constructor(
    readonly refusal: Refusal,
    readonly headers: Record<string, string> = {},
  ) {
    super(refusal.message);
    this.name = "AppError";
  }
}

/** Throws one of the contract's refusals: `throw refuse(BookingRefusal.notFound)`. */
export const refuse = (refusal: Refusal, headers?: Record<string, string>) => new AppError(refusal, headers);
