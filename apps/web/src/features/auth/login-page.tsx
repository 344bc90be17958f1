import type { LoginBody } from "@concierge/contract";
import { TEXT_MAX } from "@concierge/contract/constants";
import { Anchor, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { FormFailure } from "../../components/form-failure";
import { useT } from "../../lib/i18n";
import { linkTo } from "../../screens";
import { AuthLayout } from "./auth-layout";
import { returnPath } from "./return-location";
import { loadSessionCalls, useLogin } from "./session-hooks";

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const t = useT();
  // Two fields in plain state: @mantine/form would be the biggest part of the page's own code.
  const [values, setValues] = useState<LoginBody>({ username: "", password: "" });
  const [errors, setErrors] = useState<Partial<Record<keyof LoginBody, ReactNode>>>({});
  /** A field's value and mistake; typing in it clears its mistake, as the other forms do. */
  const field = (name: keyof LoginBody) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues({ ...values, [name]: event.currentTarget.value });
      setErrors({ ...errors, [name]: undefined });
    },
  });

  // The contract's rule checks the form once its code is here (asked for as the user types): the
  // page loads without zod. Not arriving (offline), the sign-in below fails in words, as its call
  // would. flushSync: the page the user returns to is drawn in the same task that changes the address.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = await loadSessionCalls().then(
      ({ loginErrors }) => loginErrors(values),
      () => ({}),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
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
            {...field("username")}
          />
          <PasswordInput
            label={t("auth.password")}
            autoComplete="current-password"
            maxLength={TEXT_MAX}
            {...field("password")}
          />
          <Anchor component={Link} to={linkTo("forgotPassword")} size="sm">
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
