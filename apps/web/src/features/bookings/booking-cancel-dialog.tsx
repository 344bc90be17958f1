import type { SubjectDialog } from "../../components/subject-dialog";
import { useT } from "../../lib/i18n";
import { type BookingSubject, useCancelBooking } from "./api";
import { statusNotice } from "./booking-labels";
import { BookingStatusDialog } from "./booking-status-dialog";
import { richText } from "./rich-text";

/** CONTRACT: a cancelled booking stays, 'cancelled', and its room is free again. */
export function BookingCancelDialog({ booking, onClose }: SubjectDialog<"booking", BookingSubject>) {
  const t = useT();
  return (
    <BookingStatusDialog
      subject={booking}
      title={t("bookings.action.cancel")}
      confirmLabel={t("bookings.action.cancel")}
      keepLabel={t("bookings.cancel.keep")}
      color="red"
      write={{ undoable: useCancelBooking<BookingSubject>() }}
      notice={statusNotice.cancelled}
      onClose={onClose}
    >
      {(shown) =>
        richText(t("bookings.cancel.question"), {
          guest: <strong>{shown.Guest}</strong>,
          room: <strong>{shown.SuiteCode}</strong>,
        })
      }
    </BookingStatusDialog>
  );
}
