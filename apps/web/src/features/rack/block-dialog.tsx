import { addDays, type Room } from "@concierge/contract";
import { EditDialog } from "../../components/edit-dialog";
import { useT } from "../../lib/i18n";
import { type RoomAt, useBlockRoom } from "../rooms";
import { BlockForm } from "./block-form";
import { formatDay } from "./rack-formats";

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
  const t = useT();
  return (
    <EditDialog
      subject={room}
      title={room ? t("rack.block.title", { room: room.Code }) : t("rack.block.untitled")}
      mutation={useBlockRoom()}
      notice={(block) =>
        t("rack.block.notice", {
          room: block.SuiteCode,
          from: formatDay(block.From),
          to: formatDay(block.To),
        })
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
