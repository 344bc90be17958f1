import { type Booking, hasPermission, Permission } from "@concierge/contract";
import { ActionIcon, Badge, Group, Switch, Text } from "@mantine/core";
import { IconDoorExit } from "@tabler/icons-react";
import { useState } from "react";
import type { Column } from "../../components/data-table";
import { AddLink, PageHeader } from "../../components/page-header";
import { PagedTable } from "../../components/paged-table";
import { RowActions } from "../../components/row-actions";
import { useDialogParam } from "../../lib/dialog-param";
import { useKeepPageInRange } from "../../lib/page-in-range";
import { usePageParam } from "../../lib/paging";
import { useSession } from "../../lib/session";
import { useBranchName } from "../branches";
import { useBookings } from "./api";
import { BookingCheckoutDialog } from "./booking-checkout-dialog";
import { BookingDeleteDialog } from "./booking-delete-dialog";
import { BookingDetailsDialog } from "./booking-details-dialog";
import { BookingEditDialog } from "./booking-edit-dialog";
import { bookingName, bookingStatus, formatMoment } from "./booking-labels";
import { useInHouseParam } from "./in-house-param";

const columns: Column<Booking>[] = [
  {
    header: "Suite code",
    cell: (booking) => (
      <Badge variant="light" tt="none">
        {booking.SuiteCode}
      </Badge>
    ),
  },
  { header: "First name", cell: (booking) => <Text fw={500}>{booking.FirstName}</Text> },
  { header: "Booked date", cell: (booking) => <Text size="sm">{formatMoment(booking.BookedDate)}</Text> },
  {
    header: "Status",
    cell: (booking) => (
      <Badge variant="dot" color={bookingStatus(booking).color} tt="none">
        {bookingStatus(booking).label}
      </Badge>
    ),
  },
];

/** CONTRACT: the bookings of the signed-in user's branch, newest check-in first. */
export function BookingsPage() {
  const { User } = useSession();
  const domainId = User?.DomainId ?? "";
  const branchId = User?.BranchId ?? "";
  const branchName = useBranchName(domainId, branchId);
  // The server refuses the writes anyway; the console only hides what the user may not use.
  const canWrite = hasPermission(User?.Permissions, Permission.MANAGE_BOOKINGS);
  const [inHouse, setInHouse] = useInHouseParam();
  const [requestedPage, setPage] = usePageParam();
  const bookings = useBookings(domainId, branchId, requestedPage, inHouse);
  const page = useKeepPageInRange(
    requestedPage,
    bookings.isPlaceholderData ? undefined : bookings.data?.Count,
  );
  const details = useDialogParam("details");
  const editing = useDialogParam("edit");
  // The confirmations are not addresses of their own: a reload does not ask again.
  const [checkingOut, setCheckingOut] = useState<Booking>();
  const [deleting, setDeleting] = useState<Booking>();
  const rows = bookings.data?.Bookings ?? [];
  const find = (id: string | null) => rows.find((booking) => booking.Id === id);

  return (
    <>
      <PageHeader
        title="Bookings"
        description={`The guests of ${branchName ?? "your branch"}, newest check-in first.`}
        action={canWrite && <AddLink to="/admin/bookings/add">Add booking</AddLink>}
      />
      <Group justify="flex-end" mb="sm">
        <Switch
          label="In house only"
          checked={inHouse}
          onChange={(event) => setInHouse(event.currentTarget.checked)}
        />
      </Group>
      <PagedTable
        columns={columns}
        rows={rows}
        rowKey={(booking) => booking.Id}
        total={bookings.data?.Count ?? 0}
        page={page}
        onPageChange={setPage}
        query={bookings}
        actions={(booking) => (
          <RowActions
            name={bookingName(booking)}
            onDetails={() => details.open(booking.Id)}
            onEdit={canWrite ? () => editing.open(booking.Id) : undefined}
            onDelete={canWrite ? () => setDeleting(booking) : undefined}
          >
            {canWrite && (
              <ActionIcon
                variant="subtle"
                color="orange"
                aria-label={`Check out ${bookingName(booking)}`}
                disabled={booking.Status !== "in-house"}
                onClick={() => setCheckingOut(booking)}
              >
                <IconDoorExit size={18} />
              </ActionIcon>
            )}
          </RowActions>
        )}
      />
      <BookingDetailsDialog booking={find(details.subject)} onClose={details.close} />
      <BookingEditDialog booking={canWrite ? find(editing.subject) : undefined} onClose={editing.close} />
      <BookingCheckoutDialog booking={checkingOut} onClose={() => setCheckingOut(undefined)} />
      <BookingDeleteDialog booking={deleting} onClose={() => setDeleting(undefined)} />
    </>
  );
}
