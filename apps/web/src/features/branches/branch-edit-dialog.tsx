import { type Branch, branchUpdateBody } from "@concierge/contract";
import { EditDialog } from "../../components/edit-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useT } from "../../lib/i18n";
import { useUpdateBranch } from "./api";
import { BranchForm } from "./branch-form";

export function BranchEditDialog({ branch, onClose }: SubjectDialog<"branch", Branch>) {
  const t = useT();
  return (
    <EditDialog
      subject={branch}
      title={t("branches.edit")}
      mutation={useUpdateBranch()}
      notice={(updated) => t("branches.updated", { name: updated.Name })}
      onClose={onClose}
    >
      {(shown, { save, ...form }) => (
        <BranchForm
          key={shown.Id}
          schema={branchUpdateBody}
          initialValues={shown}
          submitLabel={t("action.update")}
          domainLocked
          {...form}
          onSubmit={(values) => save({ ...values, Id: shown.Id })}
        />
      )}
    </EditDialog>
  );
}
