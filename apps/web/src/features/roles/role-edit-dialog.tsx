import type { Role } from "@concierge/contract";
import { EditDialog } from "../../components/edit-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useT } from "../../lib/i18n";
import { useUpdateRole } from "./api";
import { RoleForm } from "./role-form";

export function RoleEditDialog({ role, onClose }: SubjectDialog<"role", Role>) {
  const t = useT();
  return (
    <EditDialog
      subject={role}
      title={t("roles.edit")}
      size="lg"
      mutation={useUpdateRole()}
      notice={(updated) => t("roles.updated", { name: updated.RoleName })}
      onClose={onClose}
    >
      {(shown, { save, ...form }) => (
        <RoleForm
          key={shown.Id}
          mode="edit"
          initialValues={shown}
          {...form}
          onSubmit={(values) => save({ ...values, Id: shown.Id })}
        />
      )}
    </EditDialog>
  );
}
