import type { SubjectDialog } from "../../components/subject-dialog";
import { type BookingSubject, useCancelBooking } from "./api";
import { statusNotice } from "./booking-labels";
import { BookingStatusDialog } from "./booking-status-dialog";

/** CONTRACT: a cancelled booking stays, 'cancelled', and its room is free again. */
export function BookingCancelDialog({ booking, onClose }: SubjectDialog<"booking", BookingSubject>) {
  return (
    <BookingStatusDialog
      subject={booking}
      title="Cancel booking"
      confirmLabel="Cancel booking"
      keepLabel="Keep booking"
      color="red"
      write={{ undoable: useCancelBooking<BookingSubject>() }}
      notice={statusNotice.cancelled}
      onClose={onClose}
    >
      {(shown) => (
        <>
          Cancel the booking of <strong>{shown.Guest}</strong> in <strong>{shown.SuiteCode}</strong>? It stays
          on record as cancelled and the room is free again.
        </>
      )}
    </BookingStatusDialog>
  );
}
