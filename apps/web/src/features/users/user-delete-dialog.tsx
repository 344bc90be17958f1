import type { User } from "@concierge/contract";
import { ConfirmMutationDialog } from "../../components/confirm-mutation-dialog";
import { useDeleteUser } from "./api";

interface UserDeleteDialogProps {
  /** The user to delete; none closes the dialog. */
  user: User | undefined;
  onClose: () => void;
}

export function UserDeleteDialog({ user, onClose }: UserDeleteDialogProps) {
  return (
    <ConfirmMutationDialog
      subject={user}
      title="Delete user"
      mutation={useDeleteUser()}
      notice={(_, gone) => `${gone.Username} deleted`}
      onClose={onClose}
    >
      {(shown) => (
        <>
          Delete the user <strong>{shown.Username}</strong>? They can no longer sign in.
        </>
      )}
    </ConfirmMutationDialog>
  );
}
