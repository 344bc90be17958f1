import type { User } from "@concierge/contract";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { notifySuccess } from "../../lib/notify";
import { useDeleteUser } from "./api";

interface UserDeleteDialogProps {
  /** The user to delete; none closes the dialog. */
  user: User | undefined;
  onClose: () => void;
}

export function UserDeleteDialog({ user, onClose }: UserDeleteDialogProps) {
  const remove = useDeleteUser();
  // Keeps the username on screen while the dialog fades out after `user` is gone.
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);

  const close = () => {
    remove.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      opened={Boolean(user)}
      title="Delete user"
      pending={remove.isPending}
      error={remove.error}
      onClose={close}
      onExited={() => setShown(undefined)}
      onConfirm={() =>
        shown &&
        remove.mutate(shown, {
          onSuccess: () => {
            notifySuccess(`${shown.Username} deleted`);
            close();
          },
        })
      }
    >
      Delete the user <strong>{shown?.Username}</strong>? They can no longer sign in.
    </ConfirmDialog>
  );
}
