import { Modal, type ModalProps } from "@mantine/core";
import type { UseMutationResult } from "@tanstack/react-query";
import { Fragment, type ReactNode, useState } from "react";
import { useFadingSubject } from "../lib/fading-subject";
import { useT } from "../lib/i18n";
import { notifyFailure, notifySuccess } from "../lib/notify";
import { CrossedEditDialog, isCrossed } from "./crossed-edit-dialog";

/** What the dialog hands its form: the call's state, Cancel, and the save. */
export interface EditFormProps<Variables> {
  pending: boolean;
  error: Error | null;
  onCancel: () => void;
  save: (variables: Variables) => void;
}

/**
 * A save sent with the subject's `Version` as `If-Match`, which a colleague's change meanwhile
 * refuses (412): the form then edits the subject as it was opened (or last reloaded), not as the
 * lists refetch it, and the refusal asks Reload or Overwrite.
 */
export interface CrossedEdit<Subject, Variables> {
  /** The subject as it is now, read again. */
  reread: (subject: Subject) => Promise<Subject>;
  /** The refused save again, over the subject as it is now (its `Version`): mine wins. */
  overwrite: (sent: Variables, now: Subject) => Variables;
  /** Above the form: what says that someone else changed the subject while it is open, with Reload. */
  banner?: (subject: Subject, reload: () => void) => ReactNode;
}

interface EditDialogProps<Subject, Variables, Result> {
  /** What is being edited; none closes the dialog. */
  subject: Subject | undefined;
  title: string;
  size?: ModalProps["size"];
  /** The update. A refusal stays in the form, which stays open. */
  mutation: UseMutationResult<Result, Error, Variables>;
  /** The notice once it is saved. */
  notice: (updated: Result, subject: Subject) => string;
  /** The form, filled from the subject. */
  children: (subject: Subject, form: EditFormProps<Variables>) => ReactNode;
  crossed?: CrossedEdit<Subject, Variables>;
  onClose: () => void;
}

/** A form in a dialog that saves one subject, says so and closes. */
export function EditDialog<Subject, Variables, Result>({
  subject,
  title,
  size,
  mutation,
  notice,
  children,
  crossed,
  onClose,
}: EditDialogProps<Subject, Variables, Result>) {
  const [shown, forget] = useFadingSubject(subject);
  // Edited as opened or reloaded: a refetch meanwhile neither resets the form nor moves its Version.
  const [edited, setEdited] = useState<{ subject: Subject; round: number }>();
  if (crossed && subject !== undefined && edited === undefined) setEdited({ subject, round: 0 });
  const [asked, setAsked] = useState<Error>();
  const t = useT();

  const close = () => {
    mutation.reset();
    setAsked(undefined);
    onClose();
  };
  const save = (variables: Variables) =>
    mutation.mutate(variables, {
      onSuccess: (updated) => {
        notifySuccess(notice(updated, edited?.subject ?? (shown as Subject)));
        close();
      },
      onError: (error) => setAsked(crossed && isCrossed(error) ? error : undefined),
    });
  const reread = async (then: (now: Subject) => void) => {
    const current = edited?.subject;
    setAsked(undefined);
    if (!crossed || current === undefined) return;
    try {
      then(await crossed.reread(current));
    } catch (error) {
      notifyFailure(error instanceof Error ? error.message : String(error));
    }
  };
  const reload = () =>
    reread((now) => {
      mutation.reset();
      setEdited((was) => ({ subject: now, round: (was?.round ?? 0) + 1 }));
    });
  const overwrite = () => {
    const sent = mutation.variables;
    if (crossed && sent !== undefined) reread((now) => save(crossed.overwrite(sent, now)));
  };
  const form = edited?.subject ?? shown;

  return (
    <Modal
      opened={subject !== undefined}
      onClose={close}
      onExitTransitionEnd={() => {
        forget();
        setEdited(undefined);
      }}
      title={title}
      size={size}
      closeOnEscape={asked === undefined}
      closeButtonProps={{ "aria-label": t("action.close") }}
    >
      {form !== undefined && (
        // Reloaded, the form starts again from theirs, and the banner from nothing heard.
        <Fragment key={edited?.round ?? 0}>
          {crossed?.banner?.(form, reload)}
          {children(form, { pending: mutation.isPending, error: mutation.error, onCancel: close, save })}
        </Fragment>
      )}
      <CrossedEditDialog
        refusal={isCrossed(asked) ? asked : undefined}
        onReload={reload}
        onOverwrite={overwrite}
        onClose={() => setAsked(undefined)}
      />
    </Modal>
  );
}
