import type { Booking } from "@concierge/contract";
import { EditDialog } from "../../components/edit-dialog";
import { useUpdateBooking } from "./api";
import { BookingForm, bookingFormValues } from "./booking-form";
import { bookingName } from "./booking-labels";

interface BookingEditDialogProps {
  /** The booking being edited; none closes the dialog. */
  booking: Booking | undefined;
  onClose: () => void;
}

export function BookingEditDialog({ booking, onClose }: BookingEditDialogProps) {
  return (
    <EditDialog
      subject={booking}
      title="Edit booking"
      size="xl"
      mutation={useUpdateBooking()}
      notice={(updated) => `Booking of ${bookingName(updated)} updated`}
      onClose={onClose}
    >
      {(shown, { save, ...form }) => (
        <BookingForm
          key={shown.Id}
          initialValues={bookingFormValues(shown)}
          checkinDate={shown.CheckinDate}
          submitLabel="update booking"
          {...form}
          onSubmit={(values) => save({ ...values, Id: shown.Id })}
        />
      )}
    </EditDialog>
  );
}
