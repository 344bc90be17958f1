import { z } from "zod";
import { guestAnswer, inSpecOrder } from "./booking-guest.js";
import { BookingMessage } from "./booking-messages.js";
import { BOOKING_STATUSES } from "./booking-statuses.js";
import { BOOKING_NOTES_MAX } from "./booking-values.js";
import { boundedText, requiredText } from "./common.js";
import { GuestMessage } from "./guests.js";
import { idField } from "./ids.js";
import { pagedList } from "./paging.js";

const checkoutDate = z
  .string({ error: BookingMessage.checkoutDate })
  .trim()
  .min(1, BookingMessage.checkoutDate)
  .pipe(z.iso.datetime({ offset: true, error: BookingMessage.checkoutDateFormat }));
const suiteCode = requiredText("code", BookingMessage.code);

// The booking's own fields at their places in SPEC section 5's list (the checkout's time, 2, is a
// form's), the guest's among them: the first failing rule is the one reported.
const own = {
  CheckoutDate: [1, checkoutDate],
  BranchId: [11, idField(BookingMessage.branchId)],
  SuiteCode: [12, suiteCode],
  DomainId: [13, idField(BookingMessage.domainId)],
  // The guest's profile (CONTRACT, "Guests"); without it the server links one by email or makes one.
  ProfileId: [16, idField(GuestMessage.profileId).optional()],
  // The stay's own note (requests, a late arrival), not the guest's. Absent, a new booking's is
  // empty and an edit keeps the stored one, as ProfileId (docs/decisions, booking notes).
  Notes: [17, boundedText("Notes", BookingMessage.notes, BOOKING_NOTES_MAX).optional()],
  // The plan the stay is sold under (CONTRACT, "Rate plans and prices"); absent, the branch's BAR.
  // A booking's plan is fixed when it is made: an edit does not change it.
  RatePlanId: [18, idField(BookingMessage.ratePlanId).optional()],
} as const;

const fields = inSpecOrder("walkIn", own);
/**
 * A reservation's guest (CONTRACT, "Front desk corrections"): the walk-in's fields, where the
 * registration fields and one of phone or email may be left out (absent or blank: stored empty).
 */
const reservationFields = inSpecOrder("reservation", own);
// Reported on Phone: a refusal at the body's root reads only 'must be a JSON object'.
const phoneOrEmail = {
  message: BookingMessage.phoneOrEmail,
  path: ["Phone"],
};
const reachable = (body: { Phone: string; Email: string }) => body.Phone !== "" || body.Email !== "";

/** `CheckinDate`, `BookedDate`, `CheckedIn` and `CheckedOut` may be sent; the server sets them. */
export const bookingCreateBody = z.object(fields);
export type BookingCreateBody = z.input<typeof bookingCreateBody>;
/**
 * An edit takes a reservation's fields: a reservation may still lack its registration, which the
 * server requires of a booking past its check-in, in SPEC's order.
 */
export const bookingUpdateBody = z
  .object({ ...reservationFields, Id: idField(BookingMessage.id) })
  .refine(reachable, phoneOrEmail);
/** A reservation: the guest's name and a way to reach them, the planned arrival, now or later. */
export const reservationBody = z
  .object({
    CheckinDate: z
      .string({ error: BookingMessage.checkinDate })
      .trim()
      .min(1, BookingMessage.checkinDate)
      .pipe(z.iso.datetime({ offset: true, error: BookingMessage.checkinDateFormat })),
    ...reservationFields,
  })
  .refine(reachable, phoneOrEmail);
export type ReservationBody = z.input<typeof reservationBody>;
export type BookingUpdateBody = z.input<typeof bookingUpdateBody>;

/**
 * A move (CONTRACT, "Front desk corrections"): another room of the branch and/or another
 * departure, and nothing else of the booking. A room of another suite takes that suite's price
 * unless `KeepRate`.
 */
export const bookingMoveBody = z
  .object({
    SuiteCode: suiteCode.optional(),
    CheckoutDate: checkoutDate.optional(),
    KeepRate: z.boolean({ error: BookingMessage.keepRate }).optional(),
  })
  // Reported on SuiteCode: a refusal at the body's root reads only 'must be a JSON object'.
  .refine((body) => body.SuiteCode !== undefined || body.CheckoutDate !== undefined, {
    message: BookingMessage.moveNothing,
    path: ["SuiteCode"],
  });
export type BookingMoveBody = z.input<typeof bookingMoveBody>;

/** A booking as answered, in SPEC section 3's order (the export's columns follow it). */
export const booking = z.object({
  Id: z.string(),
  DomainId: z.string(),
  BranchId: z.string(),
  ...guestAnswer("beforeRoom"),
  SuiteCode: z.string(),
  ...guestAnswer("afterRoom"),
  CheckinDate: z.string(),
  CheckoutDate: z.string(),
  BookedDate: z.string(),
  Status: z.enum(BOOKING_STATUSES),
  CheckedIn: z.boolean(),
  CheckedOut: z.boolean(),
  /** When the guest checked out, or null while in house. */
  CheckedOutDate: z.string().nullable(),
  /** The first night's price, in the domain's currency (CONTRACT: `Rate` stays). */
  Rate: z.number(),
  /** Each night of the stay and its price, fixed when booked: a move or an extension prices only new nights. */
  Nights: z.array(z.object({ Night: z.string(), Price: z.number() })),
  /** The sum of the nights' prices. */
  Total: z.number(),
  /** The guest's profile; null only for a booking written outside the API (docs/decisions/0030). */
  ProfileId: z.string().nullable(),
  /** The stay's note: requests, a late arrival ('' when none). */
  Notes: z.string(),
  /** The plan the stay was sold under. */
  RatePlanId: z.string(),
  /** Raised by every change of the booking: sent back as `If-Match` (CONTRACT, "Live changes"). */
  Version: z.number().int(),
});
export type Booking = z.infer<typeof booking>;
export const bookingPage = pagedList("Bookings", booking);
