import type { Role } from "@concierge/contract";
import { ConfirmMutationDialog } from "../../components/confirm-mutation-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useT } from "../../lib/i18n";
import { useDeleteRole } from "./api";

export function RoleDeleteDialog({ role, onClose }: SubjectDialog<"role", Role>) {
  const t = useT();
  // The question in the language, the name in bold where its {name} stands.
  const [before, after] = t("roles.deleteQuestion").split("{name}");
  return (
    <ConfirmMutationDialog
      subject={role}
      title={t("roles.delete")}
      undoable={useDeleteRole()}
      notice={(gone) => t("roles.deleted", { name: gone.RoleName })}
      onClose={onClose}
    >
      {(shown) => (
        <>
          {before}
          <strong>{shown.RoleName}</strong>
          {after}
        </>
      )}
    </ConfirmMutationDialog>
  );
}
