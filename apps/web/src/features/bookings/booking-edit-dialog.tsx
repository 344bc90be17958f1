import type { Booking, BookingUpdateBody } from "@concierge/contract";
import { useQueryClient } from "@tanstack/react-query";
import { EditDialog } from "../../components/edit-dialog";
import { LoadingState } from "../../components/loading-state";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useT } from "../../lib/i18n";
import { versionedEdit } from "../crossed-edits";
import { useBranchZone } from "../names";
import { bookingQuery, useUpdateBooking } from "./api";
import { BookingForm } from "./booking-form";
import { bookingFormValues } from "./booking-form-values";
import { bookingName } from "./booking-labels";

export function BookingEditDialog({ booking, onClose }: SubjectDialog<"booking", Booking>) {
  // The checkout is shown on the branch's clock: the form waits for its zone.
  const timeZone = useBranchZone(booking?.DomainId ?? "", booking?.BranchId ?? "");
  const t = useT();
  const queryClient = useQueryClient();
  const crossed = versionedEdit<Booking, BookingUpdateBody>("Booking", (edited) =>
    queryClient.fetchQuery({ ...bookingQuery(edited.DomainId, edited.Id), staleTime: 0 }),
  );
  return (
    <EditDialog
      subject={booking}
      title={t("bookings.edit.title")}
      size="xl"
      mutation={useUpdateBooking()}
      notice={(updated) => t("bookings.notice.updated", { name: bookingName(updated) })}
      crossed={crossed}
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
            reserved={shown.Status === "reserved"}
            submitLabel={t("bookings.edit.submit")}
            {...form}
            onSubmit={({ CheckinDate: _arrival, ...values }) =>
              save({ body: { ...values, Id: shown.Id }, ifMatch: shown.Version })
            }
          />
        )
      }
    </EditDialog>
  );
}
