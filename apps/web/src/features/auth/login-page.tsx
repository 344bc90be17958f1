import { type LoginBody, loginBody, TEXT_MAX } from "@concierge/contract";
import { Anchor, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { FormFailure } from "../../components/form-failure";
import { inLanguage, useT } from "../../lib/i18n";
import { useLogin } from "./api";
import { AuthLayout } from "./auth-layout";
import { returnPath } from "./return-location";

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const t = useT();
  const form = useForm<LoginBody>({
    initialValues: { username: "", password: "" },
    validate: inLanguage(schemaResolver(loginBody, { sync: true })),
  });

  // flushSync: the page the user returns to is drawn in the same task that changes the address.
  const submit = form.onSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => navigate(returnPath(params), { replace: true, flushSync: true }),
    }),
  );

  return (
    <AuthLayout title={t("auth.signIn.title")} description={t("app.tagline")}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormFailure error={login.error} />
          <TextInput
            label={t("auth.username")}
            autoComplete="username"
            maxLength={TEXT_MAX}
            {...form.getInputProps("username")}
          />
          <PasswordInput
            label={t("auth.password")}
            autoComplete="current-password"
            maxLength={TEXT_MAX}
            {...form.getInputProps("password")}
          />
          <Anchor component={Link} to="/admin/forgotpassword" size="sm">
            {t("auth.forgotLink")}
          </Anchor>
          <Button type="submit" fullWidth loading={login.isPending}>
            {t("auth.login")}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
