import type { User } from "@concierge/contract";
import { ConfirmMutationDialog } from "../../components/confirm-mutation-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useDeleteUser } from "./api";

export function UserDeleteDialog({ user, onClose }: SubjectDialog<"user", User>) {
  return (
    <ConfirmMutationDialog
      subject={user}
      title="Delete user"
      undoable={useDeleteUser()}
      notice={(gone) => `User ${gone.Username} deleted`}
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
