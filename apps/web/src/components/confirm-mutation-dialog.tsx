import type { UseMutationResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useFadingSubject } from "../lib/fading-subject";
import { notifySuccess } from "../lib/notify";
import { ConfirmDialog } from "./confirm-dialog";

interface ConfirmMutationDialogProps<Subject, Result> {
  /** What the action is about; none closes the dialog. */
  subject: Subject | undefined;
  title: string;
  confirmLabel?: string;
  /** The call made on confirm. A refusal (a 409 says why) keeps the dialog open with the reason. */
  mutation: UseMutationResult<Result, Error, Subject>;
  /** The notice once it is done. */
  notice: (done: Result, subject: Subject) => string;
  /** The question, naming the subject. */
  children: (subject: Subject) => ReactNode;
  onClose: () => void;
}

/** A confirmation that runs one call on one subject (delete a role, check a guest out). */
export function ConfirmMutationDialog<Subject, Result>({
  subject,
  title,
  confirmLabel,
  mutation,
  notice,
  children,
  onClose,
}: ConfirmMutationDialogProps<Subject, Result>) {
  const [shown, forget] = useFadingSubject(subject);

  const close = () => {
    mutation.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      opened={subject !== undefined}
      title={title}
      confirmLabel={confirmLabel}
      pending={mutation.isPending}
      error={mutation.error}
      onClose={close}
      onExited={forget}
      onConfirm={() =>
        shown !== undefined &&
        mutation.mutate(shown, {
          onSuccess: (done) => {
            notifySuccess(notice(done, shown));
            close();
          },
        })
      }
    >
      {shown !== undefined && children(shown)}
    </ConfirmDialog>
  );
}
