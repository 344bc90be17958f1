import { type RoleCreateBody, roleCreateBody, TEXT_MAX } from "@concierge/contract";
import { schemaResolver, useForm } from "@mantine/form";
import { type FormCallbacks, FormFrame } from "../../components/form-frame";
import { LimitedTextInput } from "../../components/limited-input";
import { checkOnLeave } from "../../lib/check-on-leave";
import { useT } from "../../lib/i18n";
import { inLanguage } from "../../lib/i18n/contract-text";
import { useSession } from "../../lib/session";
import { DomainSelect } from "../domains";
import { PermissionPicker } from "./permission-picker";

const modes = {
  add: { held: "roles.available", chosen: "roles.selected", submit: "add.role" },
  edit: { held: "roles.yours", chosen: "roles.rolePermissions", submit: "action.update" },
} as const;

interface RoleFormProps extends Omit<FormCallbacks<RoleCreateBody>, "submitLabel"> {
  initialValues: RoleCreateBody;
  /** Editing keeps the role in its domain: the domain is not offered. */
  mode: keyof typeof modes;
}

/** Adding and editing a role: checked with the contract's roleCreateBody, as the API checks it. */
export function RoleForm({ initialValues, mode, ...callbacks }: RoleFormProps) {
  const t = useT();
  const held = useSession().User?.Permissions ?? [];
  const labels = modes[mode];
  const form = useForm<RoleCreateBody>({
    ...checkOnLeave,
    initialValues,
    validate: inLanguage(schemaResolver(roleCreateBody, { sync: true })),
  });
  return (
    <FormFrame {...callbacks} submitLabel={t(labels.submit)} onSubmit={form.onSubmit(callbacks.onSubmit)}>
      {mode === "add" && (
        <DomainSelect
          value={form.values.DomainId}
          onChange={(domainId) => form.setFieldValue("DomainId", domainId)}
          error={form.errors.DomainId}
        />
      )}
      <LimitedTextInput
        label={t("roles.roleName")}
        limit={TEXT_MAX}
        data-autofocus
        {...form.getInputProps("RoleName")}
      />
      <PermissionPicker
        held={held}
        value={form.values.Permissions}
        onChange={(permissions) => form.setFieldValue("Permissions", permissions)}
        heldLabel={t(labels.held)}
        chosenLabel={t(labels.chosen)}
        error={form.errors.Permissions}
      />
    </FormFrame>
  );
}
