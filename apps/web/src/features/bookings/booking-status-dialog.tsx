import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { UseMutationResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { FormFailure } from "../../components/form-failure";
import { useFadingSubject } from "../../lib/fading-subject";
import type { Undoable } from "../../lib/held-calls";
import { useT } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import type { BookingSubject } from "./api";

interface BookingStatusDialogProps {
  /** The booking whose status changes; none closes the dialog. */
  subject: BookingSubject | undefined;
  title: string;
  confirmLabel: string;
  /** The button that leaves the booking as it is. */
  keepLabel?: string;
  color: string;
  /**
   * The call made on confirm: a mutation, whose refusal (a 409 says why) keeps the dialog open with
   * the reason, or an undoable call (a cancellation), held for Undo after the dialog closes.
   */
  write:
    | { mutation: UseMutationResult<unknown, Error, BookingSubject> }
    | { undoable: Undoable<BookingSubject> };
  /** The notice once it is done (or held), naming the guest and the room. */
  notice: (subject: BookingSubject) => string;
  /** False while the dialog still learns what to ask (the room's housekeeping). */
  ready?: boolean;
  /** The question, naming the guest and the room. */
  children: (subject: BookingSubject) => ReactNode;
  /**
   * A refusal that offers a way on (a check-out's balance due) rather than only its words: what to
   * show instead, given the way to ask again and to end as done; undefined: the words alone.
   */
  failure?: (
    error: Error,
    subject: BookingSubject,
    ways: { retry: () => void; done: () => void },
  ) => ReactNode;
  onClose: () => void;
}

/** One confirmation for each change of a booking's status: check in, no-show, check out, cancel. */
export function BookingStatusDialog({
  subject,
  title,
  confirmLabel,
  keepLabel,
  color,
  write,
  notice,
  ready = true,
  children,
  failure,
  onClose,
}: BookingStatusDialogProps) {
  const [shown, forget] = useFadingSubject(subject);
  const t = useT();
  const mutation = "mutation" in write ? write.mutation : undefined;
  const close = () => {
    mutation?.reset();
    onClose();
  };
  const done = () => {
    if (shown) notifySuccess(notice(shown));
    close();
  };
  const confirm = () => {
    if (!shown) return;
    if ("undoable" in write) {
      write.undoable(shown, notice(shown));
      return close();
    }
    write.mutation.mutate(shown, { onSuccess: done });
  };
  const error = mutation?.error ?? null;
  const instead = error && shown && failure?.(error, shown, { retry: confirm, done });

  return (
    <Modal
      opened={subject !== undefined}
      onClose={close}
      title={title}
      closeButtonProps={{ "aria-label": t("action.close") }}
      onExitTransitionEnd={forget}
    >
      <Stack>
        {shown && <Text component="div">{children(shown)}</Text>}
        {instead || <FormFailure error={error} />}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {keepLabel ?? t("action.cancel")}
          </Button>
          <Button color={color} loading={mutation?.isPending} disabled={!ready} onClick={confirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
