import type { Role } from "@concierge/contract";
import { ConfirmMutationDialog } from "../../components/confirm-mutation-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useDeleteRole } from "./api";

export function RoleDeleteDialog({ role, onClose }: SubjectDialog<"role", Role>) {
  return (
    <ConfirmMutationDialog
      subject={role}
      title="Delete role"
      undoable={useDeleteRole()}
      notice={(gone) => `Role ${gone.RoleName} deleted`}
      onClose={onClose}
    >
      {(shown) => (
        <>
          Delete the role <strong>{shown.RoleName}</strong>? Its permissions go with it.
        </>
      )}
    </ConfirmMutationDialog>
  );
}
