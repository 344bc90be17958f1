import { type Booking, BookingMessage } from "@concierge/contract";
import { ConfirmMutationDialog } from "../../components/confirm-mutation-dialog";
import { useCancelBooking } from "./api";

interface BookingDeleteDialogProps {
  /** The booking to cancel; none closes the dialog. */
  booking: Booking | undefined;
  onClose: () => void;
}

/** Cancels a booking made by mistake (CONTRACT): it goes, and its room is free again. */
export function BookingDeleteDialog({ booking, onClose }: BookingDeleteDialogProps) {
  return (
    <ConfirmMutationDialog
      subject={booking}
      title="Delete booking"
      mutation={useCancelBooking()}
      notice={() => BookingMessage.deleted}
      onClose={onClose}
    >
      {(shown) => (
        <>
          Cancel the booking of{" "}
          <strong>
            {shown.FirstName} {shown.LastName}
          </strong>{" "}
          in <strong>{shown.SuiteCode}</strong>? It is removed and the room is free again.
        </>
      )}
    </ConfirmMutationDialog>
  );
}
