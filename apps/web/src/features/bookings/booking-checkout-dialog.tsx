import type { SubjectDialog } from "../../components/subject-dialog";
import { useT } from "../../lib/i18n";
import { type BookingSubject, useCheckOut } from "./api";
import { BookingBalanceDue, isBalanceDue } from "./booking-balance-due";
import { statusNotice } from "./booking-labels";
import { BookingStatusDialog } from "./booking-status-dialog";
import { richText } from "./rich-text";

/**
 * A guest already checked out elsewhere is refused (409): the dialog stays open with the reason. A
 * balance due (409) offers to take the payment, then checks out again, or to check out anyway.
 */
export function BookingCheckoutDialog({ booking, onClose }: SubjectDialog<"booking", BookingSubject>) {
  const t = useT();
  return (
    <BookingStatusDialog
      subject={booking}
      title={t("bookings.action.checkOut")}
      confirmLabel={t("bookings.action.checkOut")}
      color="orange"
      write={{ mutation: useCheckOut<BookingSubject>() }}
      notice={statusNotice.checkedOut}
      failure={(error, shown, ways) =>
        isBalanceDue(error) && <BookingBalanceDue booking={shown} refusal={error} {...ways} />
      }
      onClose={onClose}
    >
      {(shown) =>
        richText(t("bookings.checkOut.question"), {
          guest: <strong>{shown.Guest}</strong>,
          room: <strong>{shown.SuiteCode}</strong>,
        })
      }
    </BookingStatusDialog>
  );
}
