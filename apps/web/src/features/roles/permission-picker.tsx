import { Badge, Fieldset, Group, Input, Text } from "@mantine/core";
import { IconPlus, IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useT } from "../../lib/i18n";

interface PermissionPickerProps {
  /** The signed-in user's own permissions: a role can only be given these (SPEC section 6). */
  held: readonly string[];
  value: readonly string[];
  onChange: (permissions: string[]) => void;
  /** "Available permissions" on the add page, "Your permissions" when editing. */
  heldLabel: string;
  /** "Selected permissions" on the add page, "Role permissions" when editing. */
  chosenLabel: string;
  error?: ReactNode;
}

interface PermissionBadgeProps {
  permission: string;
  action: "Add" | "Remove";
  onClick: () => void;
}

/** A badge that is a button: Tab reaches it, Enter or Space uses it, its name says what it does. */
function PermissionBadge({ permission, action, onClick }: PermissionBadgeProps) {
  const t = useT();
  const Icon = action === "Add" ? IconPlus : IconX;
  return (
    <Badge
      component="button"
      type="button"
      size="lg"
      variant={action === "Add" ? "outline" : "light"}
      rightSection={<Icon size={14} />}
      aria-label={t(action === "Add" ? "roles.addPermission" : "roles.removePermission", { permission })}
      onClick={onClick}
      style={{ cursor: "pointer" }}
    >
      {permission}
    </Badge>
  );
}

/** Two badge sets: click one of yours to add it to the role, one of the role's to take it away. */
export function PermissionPicker({
  held,
  value,
  onChange,
  heldLabel,
  chosenLabel,
  error,
}: PermissionPickerProps) {
  const t = useT();
  const addable = held.filter((permission) => !value.includes(permission));
  return (
    <>
      <Fieldset legend={heldLabel} variant="filled">
        {addable.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(held.length === 0 ? "roles.noneHeld" : "roles.allSelected")}
          </Text>
        ) : (
          <Group gap="xs">
            {addable.map((permission) => (
              <PermissionBadge
                key={permission}
                permission={permission}
                action="Add"
                onClick={() => onChange([...value, permission])}
              />
            ))}
          </Group>
        )}
      </Fieldset>
      <Fieldset legend={chosenLabel} variant="filled">
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("roles.noneYet")}
          </Text>
        ) : (
          <Group gap="xs">
            {value.map((permission) => (
              <PermissionBadge
                key={permission}
                permission={permission}
                action="Remove"
                onClick={() => onChange(value.filter((item) => item !== permission))}
              />
            ))}
          </Group>
        )}
        {error && <Input.Error mt="xs">{error}</Input.Error>}
      </Fieldset>
    </>
  );
}
