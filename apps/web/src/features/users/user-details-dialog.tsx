import type { User } from "@concierge/contract";
import { Badge, DataList, Group, Modal } from "@mantine/core";
import type { ReactNode } from "react";
import { useFadingSubject } from "../../lib/fading-subject";

interface UserDetailsDialogProps {
  /** The user shown; none closes the dialog. */
  user: User | undefined;
  onClose: () => void;
}

/** Read only, in SPEC section 2's order. */
function fields(user: User): [string, ReactNode][] {
  return [
    ["Username", user.Username],
    ["Role id", user.RoleId],
    [
      "Permissions",
      <Group key="permissions" gap={6}>
        {user.Permissions.map((permission) => (
          <Badge key={permission} variant="light">
            {permission}
          </Badge>
        ))}
      </Group>,
    ],
    ["Branch id", user.BranchId],
    ["Domain id", user.DomainId],
    ["Email", user.Email],
    ["Activated", user.Activated ? "Yes" : "No"],
    ["Id", user.Id],
  ];
}

export function UserDetailsDialog({ user, onClose }: UserDetailsDialogProps) {
  const [shown, forget] = useFadingSubject(user);

  return (
    <Modal
      opened={Boolean(user)}
      onClose={onClose}
      onExitTransitionEnd={() => forget()}
      title="User"
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
