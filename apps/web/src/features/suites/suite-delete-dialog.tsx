import type { Suite } from "@concierge/contract";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useFadingSubject } from "../../lib/fading-subject";
import { notifySuccess } from "../../lib/notify";
import { useDeleteSuite } from "./api";
import { suiteName } from "./suite-labels";

interface SuiteDeleteDialogProps {
  /** The suite to delete; none closes the dialog. */
  suite: Suite | undefined;
  onClose: () => void;
}

/** A suite whose rooms hold bookings is refused (409): the dialog stays open with the reason. */
export function SuiteDeleteDialog({ suite, onClose }: SuiteDeleteDialogProps) {
  const remove = useDeleteSuite();
  const [shown, forget] = useFadingSubject(suite);

  const close = () => {
    remove.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      opened={Boolean(suite)}
      title="Delete suite"
      pending={remove.isPending}
      error={remove.error}
      onClose={close}
      onExited={forget}
      onConfirm={() =>
        shown &&
        remove.mutate(shown, {
          onSuccess: () => {
            notifySuccess(`Suite ${suiteName(shown)} deleted`);
            close();
          },
        })
      }
    >
      Delete the suite <strong>{shown && suiteName(shown)}</strong>? Its room codes go with it.
    </ConfirmDialog>
  );
}
