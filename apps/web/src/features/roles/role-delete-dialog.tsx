import type { Role } from "@concierge/contract";
import { ConfirmMutationDialog } from "../../components/confirm-mutation-dialog";
import { useDeleteRole } from "./api";

interface RoleDeleteDialogProps {
  /** The role to delete; none closes the dialog. */
  role: Role | undefined;
  onClose: () => void;
}

export function RoleDeleteDialog({ role, onClose }: RoleDeleteDialogProps) {
  return (
    <ConfirmMutationDialog
      subject={role}
      title="Delete role"
      mutation={useDeleteRole()}
      notice={(_, gone) => `${gone.RoleName} deleted`}
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
