import {
  type Booking,
  dayIn,
  type FreeRoom,
  fromMinorUnits,
  isDay,
  type OffersQuery,
  toMinorUnits,
} from "@concierge/contract";
import type { BookingFormValues } from "./booking-form-values";

/**
 * What a change of a stay prices anew (issue 29, point 6): the nights it keeps at the prices fixed
 * when booked (those before both `from` and `to`), and the nights `from` up to `to` it asks the
 * offers for. An extension asks from the old departure; a move, from today (or the arrival still
 * to come); a shorter stay asks nothing and keeps the nights before its new departure.
 */
export function repricing(
  nights: Booking["Nights"],
  from: string,
  to: string,
): { kept: number; asked: OffersQuery | undefined } {
  const until = from < to ? from : to;
  const kept = nights
    .filter((night) => night.Night < until)
    .reduce((sum, night) => sum + toMinorUnits(night.Price), 0);
  return {
    kept: fromMinorUnits(kept),
    asked: from < to ? { arrival: from, departure: to, adults: 1 } : undefined,
  };
}

/** The new total: the nights kept and the new ones, added exactly in minor units. */
export const totalOf = (kept: number, added: number) =>
  fromMinorUnits(toMinorUnits(kept) + toMinorUnits(added));

/**
 * The nights an edit prices anew: from today (or the arrival still to come) in the new category
 * when the room changes category, else from the old departure to the new one; none otherwise.
 */
export function changedNights(
  checkinDate: string,
  before: BookingFormValues,
  after: BookingFormValues,
  timeZone: string,
  rooms: FreeRoom[],
  now = new Date(),
) {
  const suiteOf = (code: string) =>
    rooms.find((room) => room.Code.toLowerCase() === code.toLowerCase())?.SuiteId;
  const [was, is] = [suiteOf(before.SuiteCode), suiteOf(after.SuiteCode)];
  if (!isDay(after.CheckoutDay) || !is) return undefined;
  if (was && was !== is) {
    const [arrival, today] = [dayIn(new Date(checkinDate), timeZone), dayIn(now, timeZone)];
    return { suiteId: is, from: arrival > today ? arrival : today, to: after.CheckoutDay };
  }
  if (after.CheckoutDay === before.CheckoutDay) return undefined;
  return { suiteId: is, from: before.CheckoutDay, to: after.CheckoutDay };
}
