import { type Booking, BookingMessage } from "@concierge/contract";
import { ConfirmMutationDialog } from "../../components/confirm-mutation-dialog";
import { useCheckOut } from "./api";

interface BookingCheckoutDialogProps {
  /** The booking whose guest leaves; none closes the dialog. */
  booking: Booking | undefined;
  onClose: () => void;
}

/** A guest already checked out elsewhere is refused (409): the dialog stays open with the reason. */
export function BookingCheckoutDialog({ booking, onClose }: BookingCheckoutDialogProps) {
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
