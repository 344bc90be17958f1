import type { Housekeeping } from "@concierge/contract";
import { Alert } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useFadingSubject } from "../../lib/fading-subject";
import { useRack } from "../rooms";
import { type BookingSubject, useCheckIn } from "./api";
import { statusNotice } from "./booking-labels";
import { BookingStatusDialog } from "./booking-status-dialog";

type RoomState = { known: Housekeeping } | { loading: true } | { failed: string };

/** The room's housekeeping tonight, from its branch's one-night rack, unless the caller knows it. */
function useRoomState(subject: BookingSubject | undefined, given: Housekeeping | undefined): RoomState {
  // The last booking asked about stays looked up, so that the question holds while the dialog fades.
  const [last] = useFadingSubject(subject);
  const asked = given === undefined && last !== undefined;
  const rack = useRack(asked ? last.DomainId : "", asked ? last.BranchId : "", undefined, 1);
  if (given) return { known: given };
  if (rack.isError) return { failed: rack.error.message };
  if (!rack.data || rack.isPlaceholderData) return { loading: true };
  const code = last?.SuiteCode.toLowerCase();
  const room = rack.data.Rooms.find((candidate) => candidate.Code.toLowerCase() === code);
  return room ? { known: room.Housekeeping } : { failed: "the room is not on the branch's rack" };
}

interface BookingCheckInDialogProps extends SubjectDialog<"booking", BookingSubject> {
  /** The room's housekeeping state when the caller has it (the rack); otherwise it is looked up. */
  housekeeping?: Housekeeping;
}

/** A reservation checked in on its arrival day; a dirty room is named first and needs a yes. */
export function BookingCheckInDialog({ booking, housekeeping, onClose }: BookingCheckInDialogProps) {
  const room = useRoomState(booking, housekeeping);
  const dirty = "known" in room && room.known === "dirty";
  return (
    <BookingStatusDialog
      subject={booking}
      title="Check in"
      confirmLabel={dirty ? "Check in anyway" : "Check in"}
      color={dirty ? "orange" : "teal"}
      write={{ mutation: useCheckIn<BookingSubject>() }}
      notice={statusNotice.checkedIn}
      ready={!("loading" in room)}
      onClose={onClose}
    >
      {(shown) =>
        dirty ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="Room not ready">
            Room {shown.SuiteCode} is dirty: check the guest in anyway?
          </Alert>
        ) : (
          <>
            Check <strong>{shown.Guest}</strong> in to <strong>{shown.SuiteCode}</strong> now?
            {"loading" in room && " Checking whether the room is ready…"}
            {"failed" in room && ` Whether the room is ready could not be learned: ${room.failed}.`}
          </>
        )
      }
    </BookingStatusDialog>
  );
}
