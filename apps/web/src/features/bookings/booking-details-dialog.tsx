import type { Booking } from "@concierge/contract";
import { Stack } from "@mantine/core";
import { type DetailField, DetailsDialog } from "../../components/details-dialog";
import { Money } from "../../components/money";
import type { SubjectDialog } from "../../components/subject-dialog";
import { formatInZone } from "../../components/zoned-date";
import { type Translate, useT } from "../../lib/i18n";
import { RecordHistory } from "../audit";
import { DomainName } from "../domains";
import { FolioLink } from "../folios";
import { BranchName } from "../names";
import { bookingStatus } from "./booking-labels";
import { BookingNights, RatePlanName } from "./booking-nights";
import { GuestIdImage } from "./guest-id-image";
import { GuestList } from "./guest-list";
import { GuestProfileLink } from "./guest-profile-link";

/** Every field, its times on the branch's clock with the zone named when it is not the reader's. */
const fieldsIn = (timeZone: string, t: Translate): DetailField<Booking>[] => {
  const moment = (iso: string) => formatInZone(iso, timeZone);
  const yesNo = (value: boolean) => t(value ? "bookings.details.yes" : "bookings.details.no");
  return [
    [t("bookings.field.domain"), (booking) => <DomainName domainId={booking.DomainId} />],
    [
      t("bookings.field.branch"),
      (booking) => <BranchName domainId={booking.DomainId} branchId={booking.BranchId} />,
    ],
    [t("bookings.field.title"), (booking) => booking.Title],
    [t("bookings.field.firstName"), (booking) => booking.FirstName],
    [t("bookings.field.lastName"), (booking) => booking.LastName],
    [t("bookings.field.otherName"), (booking) => booking.OtherName],
    [t("bookings.field.phone"), (booking) => booking.Phone],
    [t("bookings.field.email"), (booking) => booking.Email],
    [t("bookings.field.suiteCode"), (booking) => booking.SuiteCode],
    [
      t("bookings.field.additionalGuests"),
      (booking) =>
        booking.AdditionalGuests.length ? (
          <GuestList guests={booking.AdditionalGuests} />
        ) : (
          t("bookings.details.none")
        ),
    ],
    [t("bookings.field.notes"), (booking) => booking.Notes || t("bookings.details.none")],
    [t("bookings.field.guestId"), (booking) => booking.GuestId],
    [t("bookings.field.idType"), (booking) => booking.GuestIdType],
    [
      t("bookings.field.idImage"),
      (booking) => <GuestIdImage url={booking.GuestIdUrl} alt={t("bookings.field.idImage")} />,
    ],
    [t("bookings.field.status"), (booking) => bookingStatus(booking).label],
    [t("bookings.field.arrival"), (booking) => moment(booking.CheckinDate)],
    [t("bookings.field.checkout"), (booking) => moment(booking.CheckoutDate)],
    [t("bookings.field.booked"), (booking) => moment(booking.BookedDate)],
    [t("bookings.field.rate"), (booking) => <Money amount={booking.Rate} />],
    [t("bookings.field.ratePlan"), (booking) => <RatePlanName booking={booking} />],
    [t("bookings.field.nights"), (booking) => <BookingNights nights={booking.Nights} />],
    [t("bookings.field.total"), (booking) => <Money amount={booking.Total} />],
    [t("bookings.field.checkedIn"), (booking) => yesNo(booking.CheckedIn)],
    [
      t("bookings.field.checkedOut"),
      (booking) =>
        booking.CheckedOutDate
          ? t("bookings.details.checkedOutAt", { moment: moment(booking.CheckedOutDate) })
          : yesNo(booking.CheckedOut),
    ],
  ];
};

interface BookingDetailsDialogProps extends SubjectDialog<"booking", Booking> {
  /** The branch's zone; UTC (named) until it is known. */
  timeZone: string | undefined;
}

/** SPEC section 2: the 'more' dialog of a booking, every field read-only. */
export function BookingDetailsDialog({ booking, timeZone = "UTC", onClose }: BookingDetailsDialogProps) {
  const t = useT();
  return (
    <DetailsDialog
      subject={booking}
      title={t("bookings.details.title")}
      size="lg"
      fields={fieldsIn(timeZone, t)}
      footer={(booking) => (
        <Stack gap="sm" mt="md">
          <GuestProfileLink booking={booking} />
          <FolioLink bookingId={booking.Id} />
          <RecordHistory entity="booking" entityId={booking.Id} />
        </Stack>
      )}
      onClose={onClose}
    />
  );
}
