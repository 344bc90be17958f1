import type { Booking } from "@concierge/contract";
import { type DetailField, DetailsDialog } from "../../components/details-dialog";
import { Money } from "../../components/money";
import type { SubjectDialog } from "../../components/subject-dialog";
import { formatInZone } from "../../components/zoned-date";
import { RecordHistory } from "../audit";
import { BranchName } from "../branches";
import { DomainName } from "../domains";
import { bookingStatus } from "./booking-labels";
import { GuestIdImage } from "./guest-id-image";
import { GuestList } from "./guest-list";

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** Every field, its times on the branch's clock with the zone named when it is not the reader's. */
const fieldsIn = (timeZone: string): DetailField<Booking>[] => {
  const moment = (iso: string) => formatInZone(iso, timeZone);
  return [
    ["Domain", (booking) => <DomainName domainId={booking.DomainId} />],
    ["Branch", (booking) => <BranchName domainId={booking.DomainId} branchId={booking.BranchId} />],
    ["Title", (booking) => booking.Title],
    ["First name", (booking) => booking.FirstName],
    ["Last name", (booking) => booking.LastName],
    ["Other name", (booking) => booking.OtherName],
    ["Phone", (booking) => booking.Phone],
    ["Email", (booking) => booking.Email],
    ["Suite code", (booking) => booking.SuiteCode],
    [
      "Additional guests",
      (booking) =>
        booking.AdditionalGuests.length ? <GuestList guests={booking.AdditionalGuests} /> : "None",
    ],
    ["Guest ID number", (booking) => booking.GuestId],
    ["ID type", (booking) => booking.GuestIdType],
    ["ID image", (booking) => <GuestIdImage url={booking.GuestIdUrl} alt="ID image" />],
    ["Status", (booking) => bookingStatus(booking).label],
    ["Arrival", (booking) => moment(booking.CheckinDate)],
    ["Checkout", (booking) => moment(booking.CheckoutDate)],
    ["Booked", (booking) => moment(booking.BookedDate)],
    ["Rate per night", (booking) => <Money amount={booking.Rate} />],
    ["Checked in", (booking) => yesNo(booking.CheckedIn)],
    [
      "Checked out",
      (booking) =>
        booking.CheckedOutDate ? `Yes, ${moment(booking.CheckedOutDate)}` : yesNo(booking.CheckedOut),
    ],
  ];
};

interface BookingDetailsDialogProps extends SubjectDialog<"booking", Booking> {
  /** The branch's zone; UTC (named) until it is known. */
  timeZone: string | undefined;
}

/** SPEC section 2: the 'more' dialog of a booking, every field read-only. */
export function BookingDetailsDialog({ booking, timeZone = "UTC", onClose }: BookingDetailsDialogProps) {
  return (
    <DetailsDialog
      subject={booking}
      title="Booking"
      size="lg"
      fields={fieldsIn(timeZone)}
      footer={(booking) => <RecordHistory entity="booking" entityId={booking.Id} />}
      onClose={onClose}
    />
  );
}
