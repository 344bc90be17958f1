import type { Role } from "@concierge/contract";
import { Badge, DataList, Group, Modal } from "@mantine/core";
import type { ReactNode } from "react";
import { useFadingSubject } from "../../lib/fading-subject";

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
  const [shown, forget] = useFadingSubject(role);

  return (
    <Modal
      opened={Boolean(role)}
      onClose={onClose}
      onExitTransitionEnd={() => forget()}
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
