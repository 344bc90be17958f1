import { type Branch, branchUpdateBody } from "@concierge/contract";
import { EditDialog } from "../../components/edit-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useUpdateBranch } from "./api";
import { BranchForm } from "./branch-form";

export function BranchEditDialog({ branch, onClose }: SubjectDialog<"branch", Branch>) {
  return (
    <EditDialog
      subject={branch}
      title="Edit branch"
      mutation={useUpdateBranch()}
      notice={(updated) => `Branch ${updated.Name} updated`}
      onClose={onClose}
    >
      {(shown, { save, ...form }) => (
        <BranchForm
          key={shown.Id}
          schema={branchUpdateBody}
          initialValues={shown}
          submitLabel="Update"
          domainLocked
          {...form}
          onSubmit={(values) => save({ ...values, Id: shown.Id })}
        />
      )}
    </EditDialog>
  );
}
