import { type Booking, fromMinorUnits } from "@concierge/contract";
import type { bookings } from "../../db/schema/index.js";

export type BookingRow = Omit<typeof bookings.$inferSelect, "stay">;

export const presentBooking = (row: BookingRow): Booking => ({
  Id: row.id,
  DomainId: row.domainId,
  BranchId: row.branchId,
  Title: row.title,
  FirstName: row.firstName,
  LastName: row.lastName,
  OtherName: row.otherName,
  Phone: row.phone,
  Email: row.email,
  SuiteCode: row.suiteCode,
  AdditionalGuests: row.additionalGuests,
  GuestId: row.guestId,
  GuestIdType: row.guestIdType,
  GuestIdUrl: row.guestIdUrl,
  CheckinDate: row.checkinDate.toISOString(),
  CheckoutDate: row.checkoutDate.toISOString(),
  BookedDate: row.bookedDate.toISOString(),
  Status: row.status,
  CheckedIn: row.status === "in-house" || row.status === "checked-out",
  CheckedOut: row.status === "checked-out",
  CheckedOutDate: row.checkedOutDate?.toISOString() ?? null,
  Rate: fromMinorUnits(row.rate),
});
