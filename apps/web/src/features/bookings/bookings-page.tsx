import { type Booking, calls } from "@concierge/contract";
import { Badge, Text } from "@mantine/core";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { Column } from "../../components/data-table";
import { ListToolbar } from "../../components/list-toolbar";
import { AddLink, PageHeader } from "../../components/page-header";
import { PagedTable } from "../../components/paged-table";
import { RowActions } from "../../components/row-actions";
import { foreignZone, ZonedDate } from "../../components/zoned-date";
import { useCan } from "../../lib/access";
import { useDialogParam } from "../../lib/dialog-param";
import { type Translate, useT } from "../../lib/i18n";
import { useListView } from "../../lib/list-view";
import { useSession } from "../../lib/session";
import { linkTo } from "../../screens";
import { BranchPicker, useBranchName } from "../branches";
import { useBranchZone } from "../names";
import { exportBookings, subjectOf, useBookings } from "./api";
import { BookingDetailsDialog } from "./booking-details-dialog";
import { BookingEditDialog } from "./booking-edit-dialog";
import { BookingFilters } from "./booking-filters";
import { bookingName, bookingStatus } from "./booking-labels";
import { type AskedAction, BookingStatusDialogs, StatusActionIcons } from "./booking-status-actions";

/** The list's columns; its dates on the branch's clock, the zone named once in the page's header. */
const columnsIn = (timeZone: string | undefined, t: Translate): Column<Booking>[] => {
  const moment = (iso: string) =>
    timeZone ? <ZonedDate iso={iso} timeZone={timeZone} named={false} /> : "…";
  return [
    {
      header: t("bookings.field.suiteCode"),
      sort: "SuiteCode",
      cell: (booking) => (
        <Badge variant="light" tt="none">
          {booking.SuiteCode}
        </Badge>
      ),
    },
    {
      header: t("bookings.field.firstName"),
      sort: "FirstName",
      cell: (booking) => <Text fw={500}>{booking.FirstName}</Text>,
    },
    { header: t("bookings.field.lastName"), sort: "LastName", cell: (booking) => booking.LastName },
    {
      header: t("bookings.field.arrival"),
      sort: "CheckinDate",
      cell: (booking) => moment(booking.CheckinDate),
    },
    {
      header: t("bookings.field.departure"),
      sort: "CheckoutDate",
      cell: (booking) => moment(booking.CheckoutDate),
    },
    {
      header: t("bookings.field.bookedDate"),
      sort: "BookedDate",
      cell: (booking) => moment(booking.BookedDate),
    },
    {
      header: t("bookings.field.status"),
      sort: "Status",
      width: 150,
      cell: (booking) => (
        <Badge variant="dot" color={bookingStatus(booking).color} tt="none">
          {bookingStatus(booking).label}
        </Badge>
      ),
    },
  ];
};

/**
 * CONTRACT: the bookings of a branch, newest check-in first, cancelled ones left out: the signed-in
 * user's branch, or the one picked, kept in the URL (`?branch=`).
 */
export function BookingsPage() {
  const { User } = useSession();
  const t = useT();
  const domainId = User?.DomainId ?? "";
  const [params] = useSearchParams();
  const branchId = params.get("branch") || User?.BranchId || "";
  // The booking just added (booking-add-page.tsx), marked among the others.
  const added = params.get("added") ?? undefined;
  const branchName = useBranchName(domainId, branchId);
  const timeZone = useBranchZone(domainId, branchId);
  // The server refuses the writes anyway; the console only hides what the user may not use.
  const canWrite = useCan()(calls.bookings.update);
  const list = useListView(calls.bookings.list);
  const bookings = useBookings(domainId, branchId, list.view);
  const details = useDialogParam("details");
  const editing = useDialogParam("edit");
  // The status confirmations are not addresses of their own: a reload does not ask again.
  const [asked, setAsked] = useState<AskedAction>();
  const rows = bookings.data?.Bookings ?? [];
  const find = (id: string | null) => rows.find((booking) => booking.Id === id);
  const zone = timeZone && foreignZone(timeZone);
  // The add form starts at the branch on screen.
  const addQuery = new URLSearchParams({ branchId });
  const editable = (booking: Booking) => booking.Status === "reserved" || booking.Status === "in-house";

  return (
    <>
      <PageHeader
        title={t("nav.bookings")}
        description={t(zone ? "bookings.descriptionInZone" : "bookings.description", {
          branch: branchName ?? t("bookings.yourBranch"),
          zone: zone || "",
        })}
        action={<AddLink to={linkTo("bookingAdd", addQuery)}>{t("add.booking")}</AddLink>}
      />
      <ListToolbar
        list={list}
        searchLabel={t("bookings.search")}
        exportCsv={() => exportBookings(domainId, branchId, list.view)}
      >
        <BranchPicker domainId={domainId} value={branchId} onChange={(branch) => list.setScope({ branch })} />
        <BookingFilters domainId={domainId} filters={list.view.filters} onChange={list.setFilters} />
      </ListToolbar>
      <PagedTable
        columns={columnsIn(timeZone, t)}
        rows={rows}
        rowKey={(booking) => booking.Id}
        highlighted={added}
        total={bookings.data?.Count ?? 0}
        list={list}
        noun={t("bookings.noun")}
        query={bookings}
        actions={(booking) => (
          <RowActions
            name={bookingName(booking)}
            onDetails={() => details.open(booking.Id)}
            onEdit={canWrite && editable(booking) ? () => editing.open(booking.Id) : undefined}
          >
            {canWrite && (
              <StatusActionIcons booking={subjectOf(booking)} status={booking.Status} onAction={setAsked} />
            )}
          </RowActions>
        )}
      />
      <BookingDetailsDialog booking={find(details.subject)} timeZone={timeZone} onClose={details.close} />
      <BookingEditDialog booking={canWrite ? find(editing.subject) : undefined} onClose={editing.close} />
      <BookingStatusDialogs asked={asked} onClose={() => setAsked(undefined)} />
    </>
  );
}
