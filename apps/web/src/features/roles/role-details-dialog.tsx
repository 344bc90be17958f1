import type { Role } from "@concierge/contract";
import { Badge, DataList, Group, Modal } from "@mantine/core";
import { type ReactNode, useState } from "react";

interface RoleDetailsDialogProps {
  /** The role shown; none closes the dialog. */
  role: Role | undefined;
  onClose: () => void;
}

/** Read only, in SPEC section 2's order. */
function fields(role: Role): [string, ReactNode][] {
  return [
    [
      "Permissions",
      <Group key="permissions" gap={6}>
        {role.Permissions.map((permission) => (
          <Badge key={permission} variant="light">
            {permission}
          </Badge>
        ))}
      </Group>,
    ],
    ["Name", role.RoleName],
    ["Domain id", role.DomainId],
    ["Id", role.Id],
  ];
}

export function RoleDetailsDialog({ role, onClose }: RoleDetailsDialogProps) {
  // Keeps the details on screen while the dialog fades out after `role` is gone.
  const [shown, setShown] = useState(role);
  if (role && role !== shown) setShown(role);

  return (
    <Modal
      opened={Boolean(role)}
      onClose={onClose}
      onExitTransitionEnd={() => setShown(undefined)}
      title="Role"
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {shown && (
        <DataList labelWidth={120}>
          {fields(shown).map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      )}
    </Modal>
  );
}
