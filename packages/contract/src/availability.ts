import { z } from "zod";
import { invalid } from "./errors.js";
import { HOUSEKEEPING_STATES } from "./housekeeping.js";
import { idParam } from "./lists.js";

/** CONTRACT, "Rooms free for a stay": the texts of the availability call's refusals. */
export const AvailabilityMessage = {
  checkin: "checkin must be a date and time",
  checkout: "checkout is required",
  checkoutFormat: "checkout must be a date and time",
  checkoutAfterCheckin: "checkout must be after checkin",
} as const;

export const AvailabilityRefusal = {
  checkoutAfterCheckin: invalid(AvailabilityMessage.checkoutAfterCheckin),
};

const moment = (missing: string, wrong: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .pipe(z.iso.datetime({ offset: true, error: wrong }));

/**
 * `?checkin=…&checkout=…[&except=<bookingId>]`: the stay `[checkin, checkout)`, from now when
 * `checkin` is absent (a walk-in); `except` is the booking being edited, whose own hold does not count.
 */
export const availabilityQuery = z.object({
  checkin: moment(AvailabilityMessage.checkin, AvailabilityMessage.checkin).optional(),
  checkout: moment(AvailabilityMessage.checkout, AvailabilityMessage.checkoutFormat),
  except: idParam("except"),
});
export type AvailabilityQuery = z.input<typeof availabilityQuery>;

/**
 * A room free for the whole stay, with its suite's category and price per night, and its
 * housekeeping state now: a walk-in into a `dirty` room is asked to confirm.
 */
export const freeRoom = z.object({
  Code: z.string(),
  Category: z.string(),
  SuiteId: z.string(),
  Housekeeping: z.enum(HOUSEKEEPING_STATES),
  /** The suite's price per night, in `Currency`. */
  Price: z.number(),
});
export type FreeRoom = z.infer<typeof freeRoom>;

/** The rooms of a branch free from `Checkin` to `Checkout`, by category then code. */
export const availability = z.object({
  Checkin: z.string(),
  Checkout: z.string(),
  /** The domain's currency (ISO 4217), that of every `Price`. */
  Currency: z.string(),
  Rooms: z.array(freeRoom),
});
export type Availability = z.infer<typeof availability>;
