import { type Booking, fromMinorUnits, guestOfRow } from "@concierge/contract";
import type { bookings } from "../../db/schema/index.js";
import { pricedNights } from "./nights.js";

export type BookingRow = Omit<typeof bookings.$inferSelect, "stay"> & { nights: [string, number][] };

export const presentBooking = (row: BookingRow): Booking => ({
  Id: row.id,
  DomainId: row.domainId,
  BranchId: row.branchId,
  ...guestOfRow(row),
  SuiteCode: row.suiteCode,
  CheckinDate: row.checkinDate.toISOString(),
  CheckoutDate: row.checkoutDate.toISOString(),
  BookedDate: row.bookedDate.toISOString(),
  Status: row.status,
  CheckedIn: row.status === "in-house" || row.status === "checked-out",
  CheckedOut: row.status === "checked-out",
  CheckedOutDate: row.checkedOutDate?.toISOString() ?? null,
  Rate: fromMinorUnits(row.rate),
  // Null: sold under the branch's BAR, whose id is the branch's (migration 0032).
  RatePlanId: row.ratePlanId ?? row.branchId,
  Nights: pricedNights(row.nights),
  Total: fromMinorUnits(row.nights.reduce((total, [, price]) => total + price, 0)),
  ProfileId: row.profileId,
  Notes: row.notes,
  Version: row.version,
});
