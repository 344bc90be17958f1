import type { Role } from "@concierge/contract";
import { Modal } from "@mantine/core";
import { useFadingSubject } from "../../lib/fading-subject";
import { notifySuccess } from "../../lib/notify";
import { useUpdateRole } from "./api";
import { RoleForm } from "./role-form";

interface RoleEditDialogProps {
  /** The role being edited; none closes the dialog. */
  role: Role | undefined;
  onClose: () => void;
}

export function RoleEditDialog({ role, onClose }: RoleEditDialogProps) {
  const update = useUpdateRole();
  const [shown, forget] = useFadingSubject(role);

  const close = () => {
    update.reset();
    onClose();
  };

  return (
    <Modal
      opened={Boolean(role)}
      onClose={close}
      onExitTransitionEnd={() => forget()}
      title="Edit role"
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {shown && (
        <RoleForm
          key={shown.Id}
          mode="edit"
          initialValues={shown}
          pending={update.isPending}
          error={update.error}
          onCancel={close}
          onSubmit={(values) =>
            update.mutate(
              { ...values, Id: shown.Id },
              {
                onSuccess: (role) => {
                  notifySuccess(`${role.RoleName} updated`);
                  close();
                },
              },
            )
          }
        />
      )}
    </Modal>
  );
}
