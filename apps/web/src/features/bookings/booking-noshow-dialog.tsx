import type { SubjectDialog } from "../../components/subject-dialog";
import { useT } from "../../lib/i18n";
import { type BookingSubject, useNoShow } from "./api";
import { statusNotice } from "./booking-labels";
import { BookingStatusDialog } from "./booking-status-dialog";
import { richText } from "./rich-text";

/** CONTRACT: from its arrival day on, a reservation whose guest did not come frees its room. */
export function BookingNoShowDialog({ booking, onClose }: SubjectDialog<"booking", BookingSubject>) {
  const t = useT();
  return (
    <BookingStatusDialog
      subject={booking}
      title={t("bookings.noShow.title")}
      confirmLabel={t("bookings.action.noShow")}
      color="orange"
      write={{ mutation: useNoShow<BookingSubject>() }}
      notice={statusNotice.noShow}
      onClose={onClose}
    >
      {(shown) =>
        richText(t("bookings.noShow.question"), {
          guest: <strong>{shown.Guest}</strong>,
          room: <strong>{shown.SuiteCode}</strong>,
        })
      }
    </BookingStatusDialog>
  );
}
