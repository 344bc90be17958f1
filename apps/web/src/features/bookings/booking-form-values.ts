import {
  type AvailabilityQuery,
  type Booking,
  type BookingCreateBody,
  BookingMessage,
  type BookingUpdateBody,
  bookingCreateBody,
  dayIn,
  guestOf,
  isDay,
  type OffersQuery,
  reservationBody,
} from "@concierge/contract";
import { type FormErrors, schemaResolver } from "@mantine/form";
import { dayAndTimeIn, momentIn } from "./form-moments";

/** A walk-in is checked in when it is sent; a reservation arrives on the chosen day and time. */
export type Arrival = "now" | "later";

/**
 * The booking's fields as the form holds them: the arrival and the checkout are days and times on
 * the branch's clock until they are sent.
 */
export type BookingFormValues = Omit<BookingCreateBody, "CheckoutDate" | "AdditionalGuests" | "Notes"> & {
  Notes: string;
  Arrival: Arrival;
  ArrivalDay: string;
  ArrivalTime: string;
  CheckoutDay: string;
  CheckoutTime: string;
  AdditionalGuests: string[];
};

/** What the form sends: a walk-in's body, and a reservation's planned arrival. */
export type BookingFormOutput = BookingCreateBody & { CheckinDate?: string };

/** Editing starts from the stored booking, its checkout on the branch's clock. */
export function bookingFormValues(booking: Booking, timeZone: string): BookingFormValues {
  const { day, time } = dayAndTimeIn(booking.CheckoutDate, timeZone);
  return {
    ...guestOf(booking),
    DomainId: booking.DomainId,
    BranchId: booking.BranchId,
    SuiteCode: booking.SuiteCode,
    Notes: booking.Notes,
    Arrival: "now",
    ArrivalDay: "",
    ArrivalTime: "",
    CheckoutDay: day,
    CheckoutTime: time,
  };
}

/** The stored booking as an edit sends it back, with `changes` made. */
export const updateBodyOf = (
  booking: Booking,
  changes: Partial<BookingUpdateBody> = {},
): BookingUpdateBody => ({
  Id: booking.Id,
  ...guestOf(booking),
  DomainId: booking.DomainId,
  BranchId: booking.BranchId,
  SuiteCode: booking.SuiteCode,
  CheckoutDate: booking.CheckoutDate,
  Notes: booking.Notes,
  ...changes,
});

/**
 * When the stay begins: now for a walk-in (or the stored check-in when editing); the chosen arrival
 * for a reservation, where a time already past today means the guest is due now.
 */
function checkinOf(values: BookingFormValues, timeZone: string, now: Date): Date | undefined {
  if (values.Arrival === "now") return now;
  const arrival = momentIn(values.ArrivalDay, values.ArrivalTime, timeZone);
  return arrival && (arrival < now ? now : arrival);
}

/**
 * The stay a room must be free for: from the stored check-in when editing (`except` the booking
 * itself), the arrival of a reservation still to come, else now (the server's); to the checkout.
 * No arrival or checkout yet, or a checkout not after the arrival: no stay to ask about
 * (`checkout` empty).
 */
export function stayOf(
  values: BookingFormValues,
  timeZone: string,
  editing?: { checkinDate: string; bookingId: string },
): AvailabilityQuery {
  const checkout = momentIn(values.CheckoutDay, values.CheckoutTime, timeZone);
  const arrival = editing
    ? new Date(editing.checkinDate)
    : values.Arrival === "later"
      ? momentIn(values.ArrivalDay, values.ArrivalTime, timeZone)
      : undefined;
  const checkin = editing || (arrival && arrival.getTime() > Date.now()) ? arrival : undefined;
  const arrivalKnown = editing || values.Arrival === "now" || arrival;
  const complete = arrivalKnown && checkout && checkout.getTime() > (checkin ?? new Date()).getTime();
  return {
    checkin: checkin?.toISOString(),
    checkout: complete ? checkout.toISOString() : "",
    except: editing?.bookingId,
  };
}

/**
 * The nights a new booking asks prices for (issue 29, point 5): from its arrival day (today for a
 * walk-in) to its checkout day, on the branch's clock; undefined until both are days, the
 * departure after the arrival, the arrival not past.
 */
export function offersStayOf(
  values: BookingFormValues,
  timeZone: string,
  adults: number,
  now = new Date(),
): OffersQuery | undefined {
  const today = dayIn(now, timeZone);
  const arrival = values.Arrival === "now" ? today : values.ArrivalDay;
  const departure = values.CheckoutDay;
  if (!isDay(arrival) || !isDay(departure) || departure <= arrival || arrival < today) return undefined;
  return { arrival, departure, adults };
}

// SPEC section 9: the chosen dates and times go out as UTC timestamps, read on the branch's clock.
export function toBody(values: BookingFormValues, timeZone: string): BookingFormOutput {
  const { Arrival, ArrivalDay, ArrivalTime, CheckoutDay, CheckoutTime, ...fields } = values;
  const checkin = Arrival === "later" ? checkinOf(values, timeZone, new Date()) : undefined;
  return {
    ...fields,
    CheckoutDate: momentIn(CheckoutDay, CheckoutTime, timeZone)?.toISOString() ?? "",
    ...(Arrival === "later" && { CheckinDate: checkin?.toISOString() ?? "" }),
  };
}

const walkInErrors = schemaResolver(bookingCreateBody, { sync: true });
// A reservation may leave the guest's registration (other name, ID) for its check-in, and needs one
// of phone or email (CONTRACT, "Front desk corrections").
const reservationErrors = schemaResolver(reservationBody, { sync: true });

/**
 * The arrival, then SPEC section 5's order: the checkout date, its time, then the contract's fields:
 * a walk-in's, or a reservation's (a new one arriving later, or `reserved`, one edited before its
 * check-in).
 */
export function validate(
  values: BookingFormValues,
  timeZone: string,
  checkinDate?: string,
  reserved = false,
): FormErrors {
  const errors: FormErrors = {};
  const now = new Date();
  if (values.Arrival === "later") {
    if (values.ArrivalDay === "" || values.ArrivalTime === "") errors.ArrivalDay = BookingMessage.checkinDate;
    else if (values.ArrivalDay < dayIn(now, timeZone)) errors.ArrivalDay = BookingMessage.checkinPast;
  }
  if (values.CheckoutDay === "") errors.CheckoutDay = BookingMessage.checkoutDate;
  if (values.CheckoutTime === "") errors.CheckoutTime = BookingMessage.checkoutTime;
  const checkin = checkinDate ? new Date(checkinDate) : checkinOf(values, timeZone, now);
  const checkout = momentIn(values.CheckoutDay, values.CheckoutTime, timeZone);
  if (checkin && checkout && checkout <= checkin) errors.CheckoutDay = BookingMessage.checkoutAfterCheckin;
  const body = toBody(values, timeZone);
  const {
    CheckoutDate: _checkout,
    CheckinDate: _checkin,
    ...fields
  } = registrationLater(values, reserved)
    ? reservationErrors({ ...body, CheckinDate: checkinDate ?? body.CheckinDate })
    : walkInErrors(body);
  return { ...errors, ...fields };
}

/** Whether the guest's registration may wait for the check-in: a reservation's, not a walk-in's. */
export const registrationLater = (values: BookingFormValues, reserved: boolean) =>
  reserved || values.Arrival === "later";
