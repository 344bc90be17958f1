import { Modal, type ModalProps } from "@mantine/core";
import type { UseMutationResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useFadingSubject } from "../lib/fading-subject";
import { useT } from "../lib/i18n";
import { notifySuccess } from "../lib/notify";

/** What the dialog hands its form: the call's state, Cancel, and the save. */
export interface EditFormProps<Variables> {
  pending: boolean;
  error: Error | null;
  onCancel: () => void;
  save: (variables: Variables) => void;
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
  onClose,
}: EditDialogProps<Subject, Variables, Result>) {
  const [shown, forget] = useFadingSubject(subject);
  const t = useT();

  const close = () => {
    mutation.reset();
    onClose();
  };

  return (
    <Modal
      opened={subject !== undefined}
      onClose={close}
      onExitTransitionEnd={forget}
      title={title}
      size={size}
      closeButtonProps={{ "aria-label": t("action.close") }}
    >
      {shown !== undefined &&
        children(shown, {
          pending: mutation.isPending,
          error: mutation.error,
          onCancel: close,
          save: (variables) =>
            mutation.mutate(variables, {
              onSuccess: (updated) => {
                notifySuccess(notice(updated, shown));
                close();
              },
            }),
        })}
    </Modal>
  );
}
