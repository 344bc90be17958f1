import type { SubjectDialog } from "../../components/subject-dialog";
import { type BookingSubject, useNoShow } from "./api";
import { statusNotice } from "./booking-labels";
import { BookingStatusDialog } from "./booking-status-dialog";

/** CONTRACT: from its arrival day on, a reservation whose guest did not come frees its room. */
export function BookingNoShowDialog({ booking, onClose }: SubjectDialog<"booking", BookingSubject>) {
  return (
    <BookingStatusDialog
      subject={booking}
      title="Mark a no-show"
      confirmLabel="Mark no-show"
      color="orange"
      write={{ mutation: useNoShow<BookingSubject>() }}
      notice={statusNotice.noShow}
      onClose={onClose}
    >
      {(shown) => (
        <>
          <strong>{shown.Guest}</strong> did not arrive for <strong>{shown.SuiteCode}</strong>? The
          reservation is marked a no-show and the room is free again.
        </>
      )}
    </BookingStatusDialog>
  );
}
