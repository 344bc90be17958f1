import type { Suite } from "@concierge/contract";
import { ConfirmMutationDialog } from "../../components/confirm-mutation-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useDeleteSuite } from "./api";
import { suiteName } from "./suite-labels";

/** A suite whose rooms hold bookings is refused (409): the dialog stays open with the reason. */
export function SuiteDeleteDialog({ suite, onClose }: SubjectDialog<"suite", Suite>) {
  return (
    <ConfirmMutationDialog
      subject={suite}
      title="Delete suite"
      undoable={useDeleteSuite()}
      notice={(gone) => `Suite ${suiteName(gone)} deleted`}
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
