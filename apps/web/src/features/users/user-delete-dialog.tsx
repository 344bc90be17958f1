import type { User } from "@concierge/contract";
import { ConfirmMutationDialog } from "../../components/confirm-mutation-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useT } from "../../lib/i18n";
import { useDeleteUser } from "./api";

export function UserDeleteDialog({ user, onClose }: SubjectDialog<"user", User>) {
  const t = useT();
  // The question in the language, the name in bold where its {name} stands.
  const [before, after] = t("users.deleteQuestion").split("{name}");
  return (
    <ConfirmMutationDialog
      subject={user}
      title={t("users.delete")}
      undoable={useDeleteUser()}
      notice={(gone) => t("users.deleted", { name: gone.Username })}
      onClose={onClose}
    >
      {(shown) => (
        <>
          {before}
          <strong>{shown.Username}</strong>
          {after}
        </>
      )}
    </ConfirmMutationDialog>
  );
}
