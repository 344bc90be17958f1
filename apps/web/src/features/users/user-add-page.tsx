import { TEXT_MAX, type UserCreateBody, userCreateBody } from "@concierge/contract";
import { Paper } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useDidUpdate } from "@mantine/hooks";
import { useNavigate } from "react-router";
import { FormFrame } from "../../components/form-frame";
import { LimitedTextInput } from "../../components/limited-input";
import { PageHeader } from "../../components/page-header";
import { checkOnLeave } from "../../lib/check-on-leave";
import { useT } from "../../lib/i18n";
import { inLanguage } from "../../lib/i18n/contract-text";
import { notifySuccess } from "../../lib/notify";
import { useSession } from "../../lib/session";
import { linkTo } from "../../screens";
import { DomainSelect } from "../domains";
import { useAddUser } from "./api";
import { PlacementSelects } from "./placement-selects";

const LIST = linkTo("users");

/** A new user, invited by mail to choose a password (CONTRACT: created inactive, with none). */
export function UserAddPage() {
  const t = useT();
  const navigate = useNavigate();
  const add = useAddUser();
  const session = useSession();
  const form = useForm<UserCreateBody>({
    ...checkOnLeave,
    initialValues: {
      Username: "",
      DomainId: session.User?.DomainId ?? "",
      Email: "",
      RoleId: "",
      BranchId: "",
    },
    validate: inLanguage(schemaResolver(userCreateBody, { sync: true })),
  });
  // The selects follow the domain; a role or branch of another domain goes.
  const domainId = form.values.DomainId;
  useDidUpdate(() => form.setValues({ RoleId: "", BranchId: "" }), [domainId]);

  const submit = form.onSubmit((values) =>
    add.mutate(values, {
      onSuccess: (user) => {
        notifySuccess(t("users.added", { name: user.Username, email: user.Email }));
        navigate(LIST, { replace: true });
      },
    }),
  );

  return (
    <>
      <PageHeader title={t("add.user")} description={t("users.addDescription")} />
      <Paper withBorder radius="md" p="xl" maw={640}>
        <FormFrame
          onSubmit={submit}
          error={add.error}
          pending={add.isPending}
          submitLabel={t("add.user")}
          onCancel={() => navigate(LIST)}
        >
          <LimitedTextInput
            label={t("auth.username")}
            autoComplete="off"
            limit={TEXT_MAX}
            {...form.getInputProps("Username")}
          />
          <DomainSelect
            value={form.values.DomainId}
            onChange={(domainId) => form.setFieldValue("DomainId", domainId)}
            error={form.errors.DomainId}
          />
          <LimitedTextInput
            label={t("auth.email")}
            type="email"
            autoComplete="off"
            limit={TEXT_MAX}
            {...form.getInputProps("Email")}
          />
          <PlacementSelects
            domainId={domainId}
            roleId={form.values.RoleId}
            branchId={form.values.BranchId}
            onRoleChange={(roleId) => form.setFieldValue("RoleId", roleId)}
            onBranchChange={(branchId) => form.setFieldValue("BranchId", branchId)}
            roleError={form.errors.RoleId}
            branchError={form.errors.BranchId}
          />
        </FormFrame>
      </Paper>
    </>
  );
}
