import type { Role } from "@concierge/contract";
import { Modal } from "@mantine/core";
import { useState } from "react";
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
  // Keeps the form on screen while the dialog fades out after `role` is gone.
  const [shown, setShown] = useState(role);
  if (role && role !== shown) setShown(role);

  const close = () => {
    update.reset();
    onClose();
  };

  return (
    <Modal
      opened={Boolean(role)}
      onClose={close}
      onExitTransitionEnd={() => setShown(undefined)}
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
