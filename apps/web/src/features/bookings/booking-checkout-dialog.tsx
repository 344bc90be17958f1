import { type Booking, BookingMessage } from "@concierge/contract";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useFadingSubject } from "../../lib/fading-subject";
import { notifySuccess } from "../../lib/notify";
import { useCheckOut } from "./api";

interface BookingCheckoutDialogProps {
  /** The booking whose guest leaves; none closes the dialog. */
  booking: Booking | undefined;
  onClose: () => void;
}

/** A guest already checked out elsewhere is refused (409): the dialog stays open with the reason. */
export function BookingCheckoutDialog({ booking, onClose }: BookingCheckoutDialogProps) {
  const checkOut = useCheckOut();
  const [shown, forget] = useFadingSubject(booking);

  const close = () => {
    checkOut.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      opened={Boolean(booking)}
      title="Check out"
      confirmLabel="Check out"
      pending={checkOut.isPending}
      error={checkOut.error}
      onClose={close}
      onExited={forget}
      onConfirm={() =>
        shown &&
        checkOut.mutate(shown, {
          onSuccess: (left) => {
            notifySuccess(BookingMessage.checkedOutNotice(left.SuiteCode));
            close();
          },
        })
      }
    >
      Check{" "}
      <strong>
        {shown?.FirstName} {shown?.LastName}
      </strong>{" "}
      out of <strong>{shown?.SuiteCode}</strong> now? The room is free from this moment.
    </ConfirmDialog>
  );
}
