import type { Role } from "@concierge/contract";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useFadingSubject } from "../../lib/fading-subject";
import { notifySuccess } from "../../lib/notify";
import { useDeleteRole } from "./api";

interface RoleDeleteDialogProps {
  /** The role to delete; none closes the dialog. */
  role: Role | undefined;
  onClose: () => void;
}

export function RoleDeleteDialog({ role, onClose }: RoleDeleteDialogProps) {
  const remove = useDeleteRole();
  const [shown, forget] = useFadingSubject(role);

  const close = () => {
    remove.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      opened={Boolean(role)}
      title="Delete role"
      pending={remove.isPending}
      error={remove.error}
      onClose={close}
      onExited={forget}
      onConfirm={() =>
        shown &&
        remove.mutate(shown, {
          onSuccess: () => {
            notifySuccess(`${shown.RoleName} deleted`);
            close();
          },
        })
      }
    >
      Delete the role <strong>{shown?.RoleName}</strong>? Its permissions go with it.
    </ConfirmDialog>
  );
}
