import {
  type Booking,
  type Housekeeping,
  missingRegistration,
  type RegistrationField,
} from "@concierge/contract";
import { Alert, Button, Modal } from "@mantine/core";
import { IconAlertTriangle, IconPrinter } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useFadingSubject } from "../../lib/fading-subject";
import { translate, useT } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { rackQuery } from "../rooms";
import { type BookingSubject, bookingQuery, useCheckIn, useRegisterAndCheckIn } from "./api";
import { updateBodyOf } from "./booking-form-values";
import { statusNotice } from "./booking-labels";
import { BookingRegistrationForm, type Registration } from "./booking-registration-form";
import { BookingStatusDialog } from "./booking-status-dialog";
import { RegistrationCard } from "./registration-card";
import { richText } from "./rich-text";

type RoomState = { known: Housekeeping } | { loading: true } | { failed: string };

/** The room's housekeeping tonight, from its branch's one-night rack, unless the caller knows it. */
function useRoomState(subject: BookingSubject | undefined, given: Housekeeping | undefined): RoomState {
  // The last booking asked about stays looked up, so that the question holds while the dialog fades.
  const [last] = useFadingSubject(subject);
  const asked = given === undefined && last !== undefined;
  // Asked afresh each time: another desk may have marked the room since this screen read it.
  const rack = useQuery({
    ...rackQuery(asked ? last.DomainId : "", asked ? last.BranchId : "", undefined, 1),
    staleTime: 0,
  });
  if (given) return { known: given };
  if (rack.isError) return { failed: rack.error.message };
  if (!rack.data || rack.isPlaceholderData || rack.isFetching) return { loading: true };
  const code = last?.SuiteCode.toLowerCase();
  const room = rack.data.Rooms.find((candidate) => candidate.Code.toLowerCase() === code);
  return room ? { known: room.Housekeeping } : { failed: translate("bookings.checkIn.notOnRack") };
}

/** The booking as stored now and the registration fields it lacks to check in; undefined while asked. */
function useRegistration(subject: BookingSubject | undefined) {
  const [last] = useFadingSubject(subject);
  // Asked afresh (another desk may have completed it meanwhile), the form staying while it is: the
  // server judges anyway, and a refusal refreshes the booking (409 registration_incomplete).
  const stored = useQuery({ ...bookingQuery(last?.DomainId ?? "", last?.Id ?? ""), staleTime: 0 });
  if (stored.isError) return { booking: undefined, lacking: [] as RegistrationField[] };
  if (!stored.data) return undefined;
  return { booking: stored.data, lacking: missingRegistration(stored.data) };
}

interface BookingCheckInDialogProps extends SubjectDialog<"booking", BookingSubject> {
  /** The room's housekeeping state when the caller has it (the rack); otherwise it is looked up. */
  housekeeping?: Housekeeping;
}

/** A reservation checked in on its arrival day; a dirty room is named first and needs a yes. */
export function BookingCheckInDialog({ booking, housekeeping, onClose }: BookingCheckInDialogProps) {
  const room = useRoomState(booking, housekeeping);
  const registration = useRegistration(booking);
  const register = useRegisterAndCheckIn();
  const checkIn = useCheckIn<BookingSubject>();
  // The card printed for the guest to sign, shown in the dialog's place until closed.
  const [card, setCard] = useState<BookingSubject>();
  const t = useT();
  const dirty = "known" in room && room.known === "dirty";
  const close = () => {
    register.reset();
    onClose();
  };
  // A reservation taken without the guest's ID asks for it first, in its own dialog; saved, the
  // guest is checked in, unless the room is dirty: then the warning below asks first.
  const stored = registration?.booking;
  if (booking && stored && (registration.lacking.length > 0 || register.isPending)) {
    const save = (values: Registration) =>
      register.mutate(
        { body: updateBodyOf(stored, values), checkIn: !dirty },
        {
          onSuccess: () => {
            if (dirty) return;
            notifySuccess(statusNotice.checkedIn(booking));
            close();
          },
        },
      );
    return (
      <RegistrationDialog
        booking={stored}
        lacking={registration.lacking}
        submitLabel={t(dirty ? "bookings.register.save" : "bookings.register.submit")}
        pending={register.isPending}
        error={register.error}
        onSubmit={save}
        onCancel={close}
      />
    );
  }
  if (booking && card) return <RegistrationCard subject={card} onClose={() => setCard(undefined)} />;
  return (
    <BookingStatusDialog
      subject={booking}
      title={t("bookings.action.checkIn")}
      confirmLabel={t(dirty ? "bookings.checkIn.anyway" : "bookings.action.checkIn")}
      color={dirty ? "orange" : "teal"}
      write={{ mutation: checkIn }}
      notice={statusNotice.checkedIn}
      ready={!("loading" in room) && registration !== undefined}
      onClose={onClose}
    >
      {(shown) => (
        <>
          {dirty ? (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={t("bookings.checkIn.notReady")}
            >
              {t("bookings.checkIn.dirty", { room: shown.SuiteCode })}
            </Alert>
          ) : (
            <>
              {richText(t("bookings.checkIn.question"), {
                guest: <strong>{shown.Guest}</strong>,
                room: <strong>{shown.SuiteCode}</strong>,
              })}
              {"loading" in room && ` ${t("bookings.checkIn.checkingRoom")}`}
              {"failed" in room && ` ${t("bookings.checkIn.roomUnknown", { reason: room.failed })}`}
            </>
          )}
          <div>
            <Button
              variant="light"
              mt="md"
              leftSection={<IconPrinter size={18} />}
              onClick={() => setCard(shown)}
            >
              {t("bookings.card.title")}
            </Button>
          </div>
        </>
      )}
    </BookingStatusDialog>
  );
}

function RegistrationDialog(props: Parameters<typeof BookingRegistrationForm>[0] & { booking: Booking }) {
  const t = useT();
  return (
    <Modal
      opened
      onClose={props.onCancel}
      title={t("bookings.register.title")}
      closeButtonProps={{ "aria-label": t("action.close") }}
    >
      <BookingRegistrationForm {...props} />
    </Modal>
  );
}
