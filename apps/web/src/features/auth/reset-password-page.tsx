import { type ResetPasswordForm, resetPasswordForm, TEXT_MAX } from "@concierge/contract";
import { Anchor, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { FormFailure } from "../../components/form-failure";
import { checkOnLeave } from "../../lib/check-on-leave";
import { useT } from "../../lib/i18n";
import { contractText, inLanguage } from "../../lib/i18n/contract-text";
import { notifySuccess } from "../../lib/notify";
import { linkTo } from "../../screens";
import { useChangePassword } from "./api";
import { AuthLayout } from "./auth-layout";

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const change = useChangePassword();
  const t = useT();
  const form = useForm<ResetPasswordForm>({
    ...checkOnLeave,
    initialValues: { token: params.get("token") ?? "", password: "", confirmPassword: "" },
    validate: inLanguage(schemaResolver(resetPasswordForm, { sync: true })),
  });

  const submit = form.onSubmit(({ token, password }) =>
    change.mutate(
      { token, password },
      {
        onSuccess: ({ message }) => {
          notifySuccess(contractText(message));
          navigate(linkTo("login"), { replace: true });
        },
      },
    ),
  );

  return (
    <AuthLayout title={t("auth.reset.title")} description={t("auth.reset.description")}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormFailure error={change.error} />
          <TextInput
            label={t("auth.token")}
            autoComplete="off"
            maxLength={TEXT_MAX}
            {...form.getInputProps("token")}
          />
          <PasswordInput
            label={t("auth.newPassword")}
            autoComplete="new-password"
            maxLength={TEXT_MAX}
            {...form.getInputProps("password")}
          />
          <PasswordInput
            label={t("auth.confirmPassword")}
            autoComplete="new-password"
            maxLength={TEXT_MAX}
            {...form.getInputProps("confirmPassword")}
          />
          <Button type="submit" fullWidth loading={change.isPending}>
            {t("auth.reset.submit")}
          </Button>
          <Anchor component={Link} to={linkTo("login")} size="sm" ta="center">
            {t("auth.backToLogin")}
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
