import type { Suite } from "@concierge/contract";
import { ConfirmMutationDialog } from "../../components/confirm-mutation-dialog";
import { useDeleteSuite } from "./api";
import { suiteName } from "./suite-labels";

interface SuiteDeleteDialogProps {
  /** The suite to delete; none closes the dialog. */
  suite: Suite | undefined;
  onClose: () => void;
}

/** A suite whose rooms hold bookings is refused (409): the dialog stays open with the reason. */
export function SuiteDeleteDialog({ suite, onClose }: SuiteDeleteDialogProps) {
  return (
    <ConfirmMutationDialog
      subject={suite}
      title="Delete suite"
      mutation={useDeleteSuite()}
      notice={(_, gone) => `Suite ${suiteName(gone)} deleted`}
      onClose={onClose}
    >
      {(shown) => (
        <>
          Delete the suite <strong>{suiteName(shown)}</strong>? Its room codes go with it.
        </>
      )}
    </ConfirmMutationDialog>
  );
}
