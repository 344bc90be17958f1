import { type Booking, DEFAULT_TIME_ZONE, dayIn, daysBetween } from "@concierge/contract";
import { Badge, Paper, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type Column, DataTable } from "../../components/data-table";
import { RowActions } from "../../components/row-actions";
import { formatInZone } from "../../components/zoned-date";
import { useDialogParam } from "../../lib/dialog-param";
import { localeOf, type Translate, useT } from "../../lib/i18n";
import { BookingDetailsDialog, bookingStatus } from "../bookings";
import { BranchName, branchChoicesQuery, guestName } from "../names";

type ZoneOf = (branchId: string) => string;

/** Each branch's zone, from the one read of the domain's branches the names use too. */
function useZones(domainId: string): ZoneOf {
  const zones = useQuery({
    ...branchChoicesQuery(domainId),
    select: ({ Branches }) => new Map(Branches.map((branch) => [branch.Id, branch.TimeZone])),
  });
  return (branchId) => zones.data?.get(branchId) ?? DEFAULT_TIME_ZONE;
}

/** A stay's nights, counted on its branch's calendar as the rack counts them (at least one). */
export const nightsOf = (booking: Pick<Booking, "CheckinDate" | "CheckoutDate">, timeZone: string) =>
  Math.max(daysBetween(dayIn(booking.CheckinDate, timeZone), dayIn(booking.CheckoutDate, timeZone)), 1);

const columnsIn = (zoneOf: ZoneOf, t: Translate): Column<Booking>[] => {
  const moment = (booking: Booking, iso: string) => formatInZone(iso, zoneOf(booking.BranchId));
  return [
    {
      header: t("bookings.field.branch"),
      cell: (booking) => <BranchName domainId={booking.DomainId} branchId={booking.BranchId} />,
    },
    {
      header: t("bookings.field.suiteCode"),
      cell: (booking) => (
        <Badge variant="light" tt="none">
          {booking.SuiteCode}
        </Badge>
      ),
    },
    { header: t("bookings.field.arrival"), cell: (booking) => moment(booking, booking.CheckinDate) },
    { header: t("bookings.field.departure"), cell: (booking) => moment(booking, booking.CheckoutDate) },
    {
      header: t("rack.nights"),
      align: "right",
      cell: (booking) => nightsOf(booking, zoneOf(booking.BranchId)).toLocaleString(localeOf()),
    },
    {
      header: t("bookings.field.status"),
      cell: (booking) => (
        <Badge variant="dot" color={bookingStatus(booking).color} tt="none">
          {bookingStatus(booking).label}
        </Badge>
      ),
    },
  ];
};

/** A profile's bookings, newest first; each opens as the bookings screen opens it (`?details=`). */
export function GuestStays({ domainId, bookings }: { domainId: string; bookings: Booking[] }) {
  const t = useT();
  const zoneOf = useZones(domainId);
  const details = useDialogParam("details");
  const opened = bookings.find((booking) => booking.Id === details.subject);
  return (
    <Paper withBorder radius="md">
      <Title order={3} size="h4" p="md" pb={0}>
        {t("guests.stays.title")}
      </Title>
      {bookings.length === 0 ? (
        <Text c="dimmed" p="md">
          {t("guests.stays.none")}
        </Text>
      ) : (
        <DataTable
          columns={columnsIn(zoneOf, t)}
          rows={bookings}
          rowKey={(booking) => booking.Id}
          actions={(booking) => (
            <RowActions
              name={t("bookings.name", { guest: guestName(booking), room: booking.SuiteCode })}
              onDetails={() => details.open(booking.Id)}
            />
          )}
        />
      )}
      <BookingDetailsDialog
        booking={opened}
        timeZone={opened && zoneOf(opened.BranchId)}
        onClose={details.close}
      />
    </Paper>
  );
}
