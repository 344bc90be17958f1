import { booking, isoInZone } from "@concierge/contract";
import { type BookingRow, presentBooking } from "./present.js";

// Added after the export's first columns, so that existing files' readers still find theirs.
const ADDED = ["ProfileId", "Notes", "RatePlanId"];
// The booking's nights are the export's own Nights (how many) and Total columns; its Version is
// If-Match's counter, no data of the stay.
const OWN = ["Nights", "Total", "Version"];

/**
 * The bookings' export: the page's columns (existing files' readers read them), its times on the
 * branch's clock with their offset, then the branch's name, the nights and their total, then the
 * columns added since.
 */
export const exportedFields = [
  ...Object.keys(booking.shape).filter((field) => !ADDED.includes(field) && !OWN.includes(field)),
  "Branch",
  "Nights",
  "Total",
  ...ADDED,
] as const;

const TIMES = ["CheckinDate", "CheckoutDate", "BookedDate", "CheckedOutDate"] as const;

export function exportedBooking(row: BookingRow, branch: { name: string; timeZone: string }) {
  const presented = presentBooking(row);
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
    Nights: row.nights.length,
  };
}
