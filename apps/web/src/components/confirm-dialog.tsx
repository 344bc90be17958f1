import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useT } from "../lib/i18n";
import { FormFailure } from "./form-failure";

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, in a sentence ("Delete the role Receptionist?"). */
  children: ReactNode;
  confirmLabel?: string;
  pending: boolean;
  /** A refusal (a 409 says why) stays on screen and the dialog stays open. */
  error: Error | null;
  onConfirm: () => void;
  onClose: () => void;
  /** After the fade-out: the moment to forget the subject the text named. */
  onExited?: () => void;
  /** Another way out, between Cancel and confirm (Archive instead of Delete). */
  alternative?: ReactNode;
}

/** The one confirmation before a destructive action: Cancel, or the red confirm button. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
  onExited,
  alternative,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ "aria-label": t("action.close") }}
      onExitTransitionEnd={onExited}
    >
      <Stack>
        <Text>{children}</Text>
        <FormFailure error={error} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t("action.cancel")}
          </Button>
          {alternative}
          <Button color="red" loading={pending} onClick={onConfirm}>
            {confirmLabel ?? t("action.delete")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
