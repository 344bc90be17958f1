import { TEXT_MAX, type User, type UserUpdateBody, userUpdateBody } from "@concierge/contract";
import { Button, Group, Modal, Stack, Switch } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormFailure } from "../../components/form-failure";
import { LimitedTextInput } from "../../components/limited-input";
import type { SubjectDialog } from "../../components/subject-dialog";
import { checkOnLeave } from "../../lib/check-on-leave";
import { useFadingSubject } from "../../lib/fading-subject";
import { useT } from "../../lib/i18n";
import { inLanguage } from "../../lib/i18n/contract-text";
import { notifySuccess } from "../../lib/notify";
import { useUpdateUser } from "./api";
import { PlacementSelects } from "./placement-selects";

interface UserEditFormProps {
  user: User;
  onClose: () => void;
}

/** Email, role, branch and activated change; the username and the domain stay. */
function UserEditForm({ user, onClose }: UserEditFormProps) {
  const t = useT();
  const update = useUpdateUser();
  const form = useForm<UserUpdateBody>({
    ...checkOnLeave,
    initialValues: {
      Id: user.Id,
      Email: user.Email,
      DomainId: user.DomainId,
      BranchId: user.BranchId,
      RoleId: user.RoleId,
      Activated: user.Activated,
    },
    validate: inLanguage(schemaResolver(userUpdateBody, { sync: true })),
  });
  const submit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: (updated) => {
        notifySuccess(t("users.updated", { name: updated.Username }));
        onClose();
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormFailure error={update.error} />
        <LimitedTextInput
          label={t("auth.email")}
          type="email"
          autoComplete="off"
          limit={TEXT_MAX}
          data-autofocus
          {...form.getInputProps("Email")}
        />
        <PlacementSelects
          domainId={user.DomainId}
          roleId={form.values.RoleId}
          branchId={form.values.BranchId}
          onRoleChange={(roleId) => form.setFieldValue("RoleId", roleId)}
          onBranchChange={(branchId) => form.setFieldValue("BranchId", branchId)}
          roleError={form.errors.RoleId}
          branchError={form.errors.BranchId}
        />
        <Switch
          label={t("users.activated")}
          description={t("users.activatedHint")}
          {...form.getInputProps("Activated", { type: "checkbox" })}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t("action.cancel")}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t("action.update")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function UserEditDialog({ user, onClose }: SubjectDialog<"user", User>) {
  const t = useT();
  const [shown, forget] = useFadingSubject(user);
  return (
    <Modal
      opened={Boolean(user)}
      onClose={onClose}
      onExitTransitionEnd={() => forget()}
      title={t("users.edit")}
      closeButtonProps={{ "aria-label": t("action.close") }}
    >
      {shown && <UserEditForm key={shown.Id} user={shown} onClose={onClose} />}
    </Modal>
  );
}
