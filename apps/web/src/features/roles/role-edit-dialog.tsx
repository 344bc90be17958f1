import type { Role } from "@concierge/contract";
import { EditDialog } from "../../components/edit-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useUpdateRole } from "./api";
import { RoleForm } from "./role-form";

export function RoleEditDialog({ role, onClose }: SubjectDialog<"role", Role>) {
  return (
    <EditDialog
      subject={role}
      title="Edit role"
      size="lg"
      mutation={useUpdateRole()}
      notice={(updated) => `Role ${updated.RoleName} updated`}
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
