import type { Booking } from "@concierge/contract";
import { type DetailField, DetailsDialog } from "../../components/details-dialog";
import { Money } from "../../components/money";
import type { SubjectDialog } from "../../components/subject-dialog";
import { formatMoment } from "./booking-labels";
import { GuestIdImage } from "./guest-id-image";
import { GuestList } from "./guest-list";

const yesNo = (value: boolean) => (value ? "Yes" : "No");

const fields: DetailField<Booking>[] = [
  ["Id", (booking) => booking.Id],
  ["Domain id", (booking) => booking.DomainId],
  ["Branch id", (booking) => booking.BranchId],
  ["Title", (booking) => booking.Title],
  ["First name", (booking) => booking.FirstName],
  ["Last name", (booking) => booking.LastName],
  ["Other name", (booking) => booking.OtherName],
  ["Phone", (booking) => booking.Phone],
  ["Email", (booking) => booking.Email],
  ["Suite code", (booking) => booking.SuiteCode],
  [
    "Additional guests",
    (booking) => (booking.AdditionalGuests.length ? <GuestList guests={booking.AdditionalGuests} /> : "None"),
  ],
  ["Guest ID number", (booking) => booking.GuestId],
  ["ID type", (booking) => booking.GuestIdType],
  ["ID image", (booking) => <GuestIdImage url={booking.GuestIdUrl} alt="ID image" />],
  ["Check-in", (booking) => formatMoment(booking.CheckinDate)],
  ["Checkout", (booking) => formatMoment(booking.CheckoutDate)],
  ["Booked", (booking) => formatMoment(booking.BookedDate)],
  ["Rate per night", (booking) => <Money amount={booking.Rate} />],
  ["Checked in", (booking) => yesNo(booking.CheckedIn)],
  [
    "Checked out",
    (booking) =>
      booking.CheckedOutDate ? `Yes, ${formatMoment(booking.CheckedOutDate)}` : yesNo(booking.CheckedOut),
  ],
];

/** SPEC section 2: the 'more' dialog of a booking, every field read-only. */
export function BookingDetailsDialog({ booking, onClose }: SubjectDialog<"booking", Booking>) {
  return <DetailsDialog subject={booking} title="Booking" size="lg" fields={fields} onClose={onClose} />;
}
