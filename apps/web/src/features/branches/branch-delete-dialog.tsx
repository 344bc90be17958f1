import type { Branch } from "@concierge/contract";
import { ConfirmMutationDialog } from "../../components/confirm-mutation-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useDeleteBranch } from "./api";

/** A branch that still has staff is refused (409): the dialog stays open with the reason. */
export function BranchDeleteDialog({ branch, onClose }: SubjectDialog<"branch", Branch>) {
  return (
    <ConfirmMutationDialog
      subject={branch}
      title="Delete branch"
      undoable={useDeleteBranch()}
      notice={(gone) => `Branch ${gone.Name} deleted`}
      onClose={onClose}
    >
      {(shown) => (
        <>
          Delete the branch <strong>{shown.Name}</strong>? This cannot be undone.
        </>
      )}
    </ConfirmMutationDialog>
  );
}
