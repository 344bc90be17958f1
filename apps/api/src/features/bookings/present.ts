import { type Booking, fromMinorUnits, guestOfRow } from "@concierge/contract";
import type { bookings } from "../../db/schema/index.js";

export type BookingRow = Omit<typeof bookings.$inferSelect, "stay">;

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
  ProfileId: row.profileId,
  Notes: row.notes,
});
