import type { Housekeeping } from "@concierge/contract";
import { Alert } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useFadingSubject } from "../../lib/fading-subject";
import { translate, useT } from "../../lib/i18n";
import { rackQuery } from "../rooms";
import { type BookingSubject, useCheckIn } from "./api";
import { statusNotice } from "./booking-labels";
import { BookingStatusDialog } from "./booking-status-dialog";
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

interface BookingCheckInDialogProps extends SubjectDialog<"booking", BookingSubject> {
  /** The room's housekeeping state when the caller has it (the rack); otherwise it is looked up. */
  housekeeping?: Housekeeping;
}

/** A reservation checked in on its arrival day; a dirty room is named first and needs a yes. */
export function BookingCheckInDialog({ booking, housekeeping, onClose }: BookingCheckInDialogProps) {
  const room = useRoomState(booking, housekeeping);
  const t = useT();
  const dirty = "known" in room && room.known === "dirty";
  return (
    <BookingStatusDialog
      subject={booking}
      title={t("bookings.action.checkIn")}
      confirmLabel={t(dirty ? "bookings.checkIn.anyway" : "bookings.action.checkIn")}
      color={dirty ? "orange" : "teal"}
      write={{ mutation: useCheckIn<BookingSubject>() }}
      notice={statusNotice.checkedIn}
      ready={!("loading" in room)}
      onClose={onClose}
    >
      {(shown) =>
        dirty ? (
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
        )
      }
    </BookingStatusDialog>
  );
}
