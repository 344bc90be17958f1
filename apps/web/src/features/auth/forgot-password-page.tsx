import { type ForgotPasswordBody, forgotPasswordBody, TEXT_MAX } from "@concierge/contract";
import { Anchor, Button, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { Link, useNavigate } from "react-router";
import { FormFailure } from "../../components/form-failure";
import { checkOnLeave } from "../../lib/check-on-leave";
import { useT } from "../../lib/i18n";
import { contractText, inLanguage } from "../../lib/i18n/contract-text";
import { notifySuccess } from "../../lib/notify";
import { linkTo } from "../../screens";
import { useForgotPassword } from "./api";
import { AuthLayout } from "./auth-layout";

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const t = useT();
  const form = useForm<ForgotPasswordBody>({
    ...checkOnLeave,
    initialValues: { email: "" },
    validate: inLanguage(schemaResolver(forgotPasswordBody, { sync: true })),
  });

  const submit = form.onSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: ({ message }) => {
        notifySuccess(contractText(message));
        navigate(linkTo("resetPassword"));
      },
    }),
  );

  return (
    <AuthLayout title={t("auth.forgot.title")} description={t("auth.forgot.description")}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormFailure error={forgot.error} />
          <TextInput
            label={t("auth.email")}
            type="email"
            autoComplete="email"
            maxLength={TEXT_MAX}
            {...form.getInputProps("email")}
          />
          <Button type="submit" fullWidth loading={forgot.isPending}>
            {t("auth.forgot.submit")}
          </Button>
          <Anchor component={Link} to={linkTo("login")} size="sm" ta="center">
            {t("auth.backToLogin")}
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
