import { booking, fromMinorUnits, isoInZone, stayNights } from "@concierge/contract";
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

export function exportedBooking(row: BookingRow, branch: { name: string; timeZone: string }) {
  const presented = presentBooking(row);
  const nights = stayNights(row.checkinDate, row.checkoutDate, branch.timeZone);
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
