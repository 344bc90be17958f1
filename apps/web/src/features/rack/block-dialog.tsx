import { addDays, type Room } from "@concierge/contract";
import { EditDialog } from "../../components/edit-dialog";
import { type RoomAt, useBlockRoom } from "../rooms";
import { BlockForm } from "./block-form";
import { formatDay } from "./rack-nights";

interface BlockDialogProps {
  /** The room to take out of order; none closes the dialog. */
  room: Room | undefined;
  at: Omit<RoomAt, "code">;
  /** The first night the form proposes. */
  firstNight: string;
  timeZone: string;
  onClose: () => void;
}

/** "Take out of order…" from a room's menu: its nights are then held as a stay holds them. */
export function BlockDialog({ room, at, firstNight, timeZone, onClose }: BlockDialogProps) {
  return (
    <EditDialog
      subject={room}
      title={room ? `Take room ${room.Code} out of order` : "Take out of order"}
      mutation={useBlockRoom()}
      notice={(block) =>
        `Room ${block.SuiteCode} is out of order from ${formatDay(block.From)} to ${formatDay(block.To)}`
      }
      onClose={onClose}
    >
      {(shown, form) => (
        <BlockForm
          initialValues={{ From: firstNight, To: addDays(firstNight, 1), Reason: "" }}
          timeZone={timeZone}
          {...form}
          save={(block) => form.save({ room: { ...at, code: shown.Code }, block })}
        />
      )}
    </EditDialog>
  );
}
