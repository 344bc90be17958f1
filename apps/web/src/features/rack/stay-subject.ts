import type { RackStay } from "@concierge/contract";
import type { BookingSubject } from "../bookings";

/** What a status dialog needs of a rack's stay. */
export const subjectOfStay = (stay: RackStay, domainId: string, branchId: string): BookingSubject => ({
  DomainId: domainId,
  Id: stay.BookingId,
  BranchId: branchId,
  SuiteCode: stay.SuiteCode,
  Guest: stay.Guest,
});
