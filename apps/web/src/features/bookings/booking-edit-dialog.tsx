import type { Booking } from "@concierge/contract";
import { EditDialog } from "../../components/edit-dialog";
import { LoadingState } from "../../components/loading-state";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useBranchZone } from "../branches";
import { useUpdateBooking } from "./api";
import { BookingForm } from "./booking-form";
import { bookingFormValues } from "./booking-form-values";
import { bookingName } from "./booking-labels";

export function BookingEditDialog({ booking, onClose }: SubjectDialog<"booking", Booking>) {
  // The checkout is shown on the branch's clock: the form waits for its zone.
  const timeZone = useBranchZone(booking?.DomainId ?? "", booking?.BranchId ?? "");
  return (
    <EditDialog
      subject={booking}
      title="Edit booking"
      size="xl"
      mutation={useUpdateBooking()}
      notice={(updated) => `Booking of ${bookingName(updated)} updated`}
      onClose={onClose}
    >
      {(shown, { save, ...form }) =>
        timeZone === undefined ? (
          <LoadingState />
        ) : (
          <BookingForm
            key={shown.Id}
            initialValues={bookingFormValues(shown, timeZone)}
            checkinDate={shown.CheckinDate}
            bookingId={shown.Id}
            submitLabel="update booking"
            {...form}
            onSubmit={({ CheckinDate: _arrival, ...values }) => save({ ...values, Id: shown.Id })}
          />
        )
      }
    </EditDialog>
  );
}
