import { type Booking, BookingMessage } from "@concierge/contract";
import { ConfirmMutationDialog } from "../../components/confirm-mutation-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useCheckOut } from "./api";

/** A guest already checked out elsewhere is refused (409): the dialog stays open with the reason. */
export function BookingCheckoutDialog({ booking, onClose }: SubjectDialog<"booking", Booking>) {
  return (
    <ConfirmMutationDialog
      subject={booking}
      title="Check out"
      confirmLabel="Check out"
      mutation={useCheckOut()}
      notice={(left) => BookingMessage.checkedOutNotice(left.SuiteCode)}
      onClose={onClose}
    >
      {(shown) => (
        <>
          Check{" "}
          <strong>
            {shown.FirstName} {shown.LastName}
          </strong>{" "}
          out of <strong>{shown.SuiteCode}</strong> now? The room is free from this moment.
        </>
      )}
    </ConfirmMutationDialog>
  );
}
