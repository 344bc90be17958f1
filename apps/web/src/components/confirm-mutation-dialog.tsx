import { Fragment, type ReactNode } from "react";
import { useFadingSubject } from "../lib/fading-subject";
import type { Undoable } from "../lib/held-calls";
import { ConfirmDialog } from "./confirm-dialog";

interface ConfirmMutationDialogProps<Subject> {
  /** What the action is about; none closes the dialog. */
  subject: Subject | undefined;
  title: string;
  confirmLabel?: string;
  /**
   * The call confirmed: the dialog closes, the row leaves the list and the call waits for Undo
   * (`held-calls`); a refusal then brings the row back with the server's words.
   */
  undoable: Undoable<Subject>;
  /** The notice with Undo ("Receptionist deleted"). */
  notice: (subject: Subject) => string;
  /** The question, naming the subject. */
  children: (subject: Subject) => ReactNode;
  /** Another way out for the subject, beside the confirm button. */
  alternative?: (subject: Subject) => ReactNode;
  onClose: () => void;
}

// Stands for the subject's name in a translated question, to be set in bold where it falls.
const NAME_SLOT = "\u0000";

/**
 * A translated question with the subject's name in bold wherever the language puts it:
 * `boldName((name) => t("images.deleteQuestion", { name }), image.imageName)`.
 */
export function boldName(question: (name: string) => string, name: string): ReactNode {
  const parts = question(NAME_SLOT).split(NAME_SLOT);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, never reordered.
    <Fragment key={index}>
      {index > 0 && <strong>{name}</strong>}
      {part}
    </Fragment>
  ));
}

/** A confirmation of one undoable call on one subject (delete a role). */
export function ConfirmMutationDialog<Subject>({
  subject,
  title,
  confirmLabel,
  undoable,
  notice,
  children,
  alternative,
  onClose,
}: ConfirmMutationDialogProps<Subject>) {
  const [shown, forget] = useFadingSubject(subject);
  const confirm = () => {
    if (shown === undefined) return;
    undoable(shown, notice(shown));
    onClose();
  };

  return (
    <ConfirmDialog
      opened={subject !== undefined}
      title={title}
      confirmLabel={confirmLabel}
      pending={false}
      error={null}
      onClose={onClose}
      onExited={forget}
      onConfirm={confirm}
      alternative={shown !== undefined && alternative?.(shown)}
    >
      {shown !== undefined && children(shown)}
    </ConfirmDialog>
  );
}
