import { Alert, Button, Group, Modal, Stack } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useFadingSubject } from "../../lib/fading-subject";
import { useT } from "../../lib/i18n";

interface DirtyWalkInDialogProps {
  /** The dirty room a walk-in is about to check into; none closes the dialog. */
  room: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}

/** A walk-in into a dirty room needs a yes first, in the words checking in a reservation uses. */
export function DirtyWalkInDialog({ room, onConfirm, onClose }: DirtyWalkInDialogProps) {
  const t = useT();
  const [shown, forget] = useFadingSubject(room);
  return (
    <Modal
      opened={room !== undefined}
      onClose={onClose}
      onExitTransitionEnd={forget}
      title={t("bookings.action.checkIn")}
      closeButtonProps={{ "aria-label": t("action.close") }}
    >
      <Stack>
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t("bookings.checkIn.notReady")}
        >
          {t("bookings.checkIn.dirty", { room: shown ?? "" })}
        </Alert>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t("action.cancel")}
          </Button>
          <Button color="orange" onClick={onConfirm}>
            {t("bookings.checkIn.anyway")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
