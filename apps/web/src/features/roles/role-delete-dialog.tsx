import type { Role } from "@concierge/contract";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { notifySuccess } from "../../lib/notify";
import { useDeleteRole } from "./api";

interface RoleDeleteDialogProps {
  /** The role to delete; none closes the dialog. */
  role: Role | undefined;
  onClose: () => void;
}

export function RoleDeleteDialog({ role, onClose }: RoleDeleteDialogProps) {
  const remove = useDeleteRole();
  // Keeps the role's name on screen while the dialog fades out after `role` is gone.
  const [shown, setShown] = useState(role);
  if (role && role !== shown) setShown(role);

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
      onExited={() => setShown(undefined)}
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
