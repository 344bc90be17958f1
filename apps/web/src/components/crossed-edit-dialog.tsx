import { ErrorCode } from "@concierge/contract";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { ApiError } from "../lib/http";
import { useT } from "../lib/i18n";
import { refusalAsOfNow } from "../lib/i18n/contract-text";

/** Whether a write was refused because its record changed since it was read (412 `changed`). */
export const isCrossed = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === ErrorCode.changed;

interface CrossedEditDialogProps {
  /** The 412 being answered; none: the dialog is closed. */
  refusal: ApiError | undefined;
  /** Drop mine and show theirs. */
  onReload: () => void;
  /** Send mine again over theirs. */
  onOverwrite: () => void;
  onClose: () => void;
}

/**
 * The one answer to an edit that crossed another (CONTRACT, "Live changes"): "Changed by maria.hk
 * 10 s ago: reload or overwrite", how long ago counted now in the language spoken, then Reload
 * (focused: the safe choice) or Overwrite; Esc closes it and changes nothing.
 */
export function CrossedEditDialog({ refusal, onReload, onOverwrite, onClose }: CrossedEditDialogProps) {
  const t = useT();
  const words = refusal && (refusalAsOfNow("live.changed", refusal.values) ?? refusal.message);
  return (
    <Modal
      opened={refusal !== undefined}
      onClose={onClose}
      title={t("crossed.title")}
      closeButtonProps={{ "aria-label": t("action.close") }}
    >
      <Stack>
        <Text>{words}</Text>
        <Text size="sm" c="dimmed">
          {t("crossed.explain")}
        </Text>
        <Group justify="flex-end" mt="sm">
          <Button onClick={onReload} data-autofocus>
            {t("crossed.reload")}
          </Button>
          <Button color="red" onClick={onOverwrite}>
            {t("crossed.overwrite")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** What a one-off write refused with 412 may do: drop it and show theirs, or send it again over theirs. */
interface CrossedChoice {
  reload: () => void;
  overwrite: () => void;
}

/**
 * The same question for a write with no form (a move on the rack, a room's state): `ask` shows it
 * for a 412 and answers true, false for any other refusal, which the caller says as before.
 */
export function useCrossedQuestion() {
  const [asked, setAsked] = useState<{ refusal: ApiError } & CrossedChoice>();
  const answer = (choice: keyof CrossedChoice) => () => {
    setAsked(undefined);
    asked?.[choice]();
  };
  return {
    ask: (error: unknown, choice: CrossedChoice) => {
      if (!isCrossed(error)) return false;
      setAsked({ refusal: error, ...choice });
      return true;
    },
    dialog: (
      <CrossedEditDialog
        refusal={asked?.refusal}
        onReload={answer("reload")}
        onOverwrite={answer("overwrite")}
        onClose={() => setAsked(undefined)}
      />
    ),
  };
}
