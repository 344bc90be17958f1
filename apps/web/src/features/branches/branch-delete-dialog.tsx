import type { Branch } from "@concierge/contract";
import { ConfirmMutationDialog } from "../../components/confirm-mutation-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useT } from "../../lib/i18n";
import { useDeleteBranch } from "./api";

/** A branch that still has staff is refused (409): the dialog stays open with the reason. */
export function BranchDeleteDialog({ branch, onClose }: SubjectDialog<"branch", Branch>) {
  const t = useT();
  // The question in the language, the name in bold where its {name} stands.
  const [before, after] = t("branches.deleteQuestion").split("{name}");
  return (
    <ConfirmMutationDialog
      subject={branch}
      title={t("branches.delete")}
      undoable={useDeleteBranch()}
      notice={(gone) => t("branches.deleted", { name: gone.Name })}
      onClose={onClose}
    >
      {(shown) => (
        <>
          {before}
          <strong>{shown.Name}</strong>
          {after}
        </>
      )}
    </ConfirmMutationDialog>
  );
}
