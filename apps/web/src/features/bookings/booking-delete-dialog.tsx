import { type Booking, BookingMessage } from "@concierge/contract";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useFadingSubject } from "../../lib/fading-subject";
import { notifySuccess } from "../../lib/notify";
import { useCancelBooking } from "./api";

interface BookingDeleteDialogProps {
  /** The booking to cancel; none closes the dialog. */
  booking: Booking | undefined;
  onClose: () => void;
}

/** Cancels a booking made by mistake (CONTRACT): it goes, and its room is free again. */
export function BookingDeleteDialog({ booking, onClose }: BookingDeleteDialogProps) {
  const cancel = useCancelBooking();
  const [shown, forget] = useFadingSubject(booking);

  const close = () => {
    cancel.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      opened={Boolean(booking)}
      title="Delete booking"
      pending={cancel.isPending}
      error={cancel.error}
      onClose={close}
      onExited={forget}
      onConfirm={() =>
        shown &&
        cancel.mutate(shown, {
          onSuccess: () => {
            notifySuccess(BookingMessage.deleted);
            close();
          },
        })
      }
    >
      Cancel the booking of{" "}
      <strong>
        {shown?.FirstName} {shown?.LastName}
      </strong>{" "}
      in <strong>{shown?.SuiteCode}</strong>? It is removed and the room is free again.
    </ConfirmDialog>
  );
}
