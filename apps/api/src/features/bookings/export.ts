import { booking, dayIn, daysBetween, fromMinorUnits, isoInZone } from "@concierge/contract";
import { type BookingRow, presentBooking } from "./present.js";

// Added after the export's first columns, so that existing files' readers still find theirs.
const ADDED = ["ProfileId", "Notes"];

/**
 * The bookings' export: the page's columns (existing files' readers read them), its times on the
 * branch's clock with their offset, then the branch's name, the nights and their total, then the
 * columns added since.
 */
export const exportedFields = [
  ...Object.keys(booking.shape).filter((field) => !ADDED.includes(field)),
  "Branch",
  "Nights",
  "Total",
  ...ADDED,
] as const;

const TIMES = ["CheckinDate", "CheckoutDate", "BookedDate", "CheckedOutDate"] as const;

/** Nights from the arrival's day to the departure's in the branch's zone; a stay within a day is one. */
const nightsOf = (row: BookingRow, timeZone: string) =>
  Math.max(daysBetween(dayIn(row.checkinDate, timeZone), dayIn(row.checkoutDate, timeZone)), 1);

export function exportedBooking(row: BookingRow, branch: { name: string; timeZone: string }) {
  const presented = presentBooking(row);
  const nights = nightsOf(row, branch.timeZone);
  const times = Object.fromEntries(
    TIMES.map((field) => {
      const at = presented[field];
      return [field, at === null ? null : isoInZone(at, branch.timeZone)];
    }),
  );
  return {
    ...presented,
    ...times,
    Branch: branch.name,
    Nights: nights,
    // Rate × nights in minor units, exact; on the wire as every amount.
    Total: fromMinorUnits(row.rate * nights),
  };
}
