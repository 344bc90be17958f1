import type { Booking } from "@concierge/contract";
import { Modal } from "@mantine/core";
import { useFadingSubject } from "../../lib/fading-subject";
import { notifySuccess } from "../../lib/notify";
import { useUpdateBooking } from "./api";
import { BookingForm, bookingFormValues } from "./booking-form";
import { bookingName } from "./booking-labels";

interface BookingEditDialogProps {
  /** The booking being edited; none closes the dialog. */
  booking: Booking | undefined;
  onClose: () => void;
}

export function BookingEditDialog({ booking, onClose }: BookingEditDialogProps) {
  const update = useUpdateBooking();
  const [shown, forget] = useFadingSubject(booking);

  const close = () => {
    update.reset();
    onClose();
  };

  return (
    <Modal
      opened={Boolean(booking)}
      onClose={close}
      onExitTransitionEnd={() => forget()}
      title="Edit booking"
      size="xl"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {shown && (
        <BookingForm
          key={shown.Id}
          initialValues={bookingFormValues(shown)}
          checkinDate={shown.CheckinDate}
          submitLabel="update booking"
          pending={update.isPending}
          error={update.error}
          onCancel={close}
          onSubmit={(values) =>
            update.mutate(
              { ...values, Id: shown.Id },
              {
                onSuccess: (updated) => {
                  notifySuccess(`Booking of ${bookingName(updated)} updated`);
                  close();
                },
              },
            )
          }
        />
      )}
    </Modal>
  );
}
