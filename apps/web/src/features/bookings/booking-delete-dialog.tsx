import { type Booking, BookingMessage } from "@concierge/contract";
import { ConfirmMutationDialog } from "../../components/confirm-mutation-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useCancelBooking } from "./api";

/** Cancels a booking made by mistake (CONTRACT): it goes, and its room is free again. */
export function BookingDeleteDialog({ booking, onClose }: SubjectDialog<"booking", Booking>) {
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
