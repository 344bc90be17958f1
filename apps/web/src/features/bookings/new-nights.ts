import { type Booking, fromMinorUnits, type OffersQuery, toMinorUnits } from "@concierge/contract";

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
