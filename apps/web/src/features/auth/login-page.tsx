import type { LoginBody } from "@concierge/contract";
import { TEXT_MAX } from "@concierge/contract/constants";
import { Anchor, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { FormFailure } from "../../components/form-failure";
import { useT } from "../../lib/i18n";
import { AuthLayout } from "./auth-layout";
import { returnPath } from "./return-location";
import { loadSessionCalls, useLogin } from "./session-hooks";

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const t = useT();
  const form = useForm<LoginBody>({ initialValues: { username: "", password: "" } });

  // The contract's rule checks the form once its code is here (asked for as the user types): the
  // page loads without zod. Not arriving (offline), the sign-in below fails in words, as its call
  // would. flushSync: the page the user returns to is drawn in the same task that changes the address.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.getValues();
    const errors = await loadSessionCalls().then(
      ({ loginErrors }) => loginErrors(values),
      () => ({}),
    );
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    login.mutate(values, {
      onSuccess: () => navigate(returnPath(params), { replace: true, flushSync: true }),
    });
  };

  return (
    <AuthLayout title={t("auth.signIn.title")} description={t("app.tagline")}>
      <form onSubmit={submit} onInput={() => void loadSessionCalls().catch(() => undefined)} noValidate>
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
