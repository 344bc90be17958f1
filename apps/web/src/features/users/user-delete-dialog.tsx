import type { User } from "@concierge/contract";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useFadingSubject } from "../../lib/fading-subject";
import { notifySuccess } from "../../lib/notify";
import { useDeleteUser } from "./api";

interface UserDeleteDialogProps {
  /** The user to delete; none closes the dialog. */
  user: User | undefined;
  onClose: () => void;
}

export function UserDeleteDialog({ user, onClose }: UserDeleteDialogProps) {
  const remove = useDeleteUser();
  const [shown, forget] = useFadingSubject(user);

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
      onExited={forget}
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
