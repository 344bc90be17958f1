import type { Booking } from "@concierge/contract";
import { EditDialog } from "../../components/edit-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useUpdateBooking } from "./api";
import { BookingForm, bookingFormValues } from "./booking-form";
import { bookingName } from "./booking-labels";

export function BookingEditDialog({ booking, onClose }: SubjectDialog<"booking", Booking>) {
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
