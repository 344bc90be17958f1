import type { SubjectDialog } from "../../components/subject-dialog";
import { type BookingSubject, useCheckOut } from "./api";
import { statusNotice } from "./booking-labels";
import { BookingStatusDialog } from "./booking-status-dialog";

/** A guest already checked out elsewhere is refused (409): the dialog stays open with the reason. */
export function BookingCheckoutDialog({ booking, onClose }: SubjectDialog<"booking", BookingSubject>) {
  return (
    <BookingStatusDialog
      subject={booking}
      title="Check out"
      confirmLabel="Check out"
      color="orange"
      write={{ mutation: useCheckOut<BookingSubject>() }}
      notice={statusNotice.checkedOut}
      onClose={onClose}
    >
      {(shown) => (
        <>
          Check <strong>{shown.Guest}</strong> out of <strong>{shown.SuiteCode}</strong> now? The room is free
          from this moment, and waits for housekeeping.
        </>
      )}
    </BookingStatusDialog>
  );
}
