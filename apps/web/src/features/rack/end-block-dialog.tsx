import type { Block } from "@concierge/contract";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useFadingSubject } from "../../lib/fading-subject";
import { useT } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { type RoomAt, useUnblockRoom } from "../rooms";
import { blockName } from "./rack-labels";

interface EndBlockDialogProps {
  /** The block to end; none closes the dialog. */
  block: Block | undefined;
  at: Omit<RoomAt, "code">;
  onClose: () => void;
}

/** "End out-of-order": the room takes stays again for those nights, once confirmed. */
export function EndBlockDialog({ block, at, onClose }: EndBlockDialogProps) {
  const [shown, forget] = useFadingSubject(block);
  const t = useT();
  const unblock = useUnblockRoom();
  const close = () => {
    unblock.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={block !== undefined}
      title={t("rack.endBlock.title")}
      confirmLabel={t("rack.endBlock.title")}
      pending={unblock.isPending}
      error={unblock.error}
      onClose={close}
      onExited={forget}
      onConfirm={() =>
        shown &&
        unblock.mutate(
          { room: { ...at, code: shown.SuiteCode }, blockId: shown.Id },
          {
            onSuccess: () => {
              notifySuccess(t("rack.endBlock.notice", { room: shown.SuiteCode }));
              close();
            },
          },
        )
      }
    >
      {shown && t("rack.endBlock.question", { block: blockName(shown) })}
    </ConfirmDialog>
  );
}
