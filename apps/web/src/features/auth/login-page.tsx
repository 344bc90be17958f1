import { type LoginBody, loginBody, TEXT_MAX } from "@concierge/contract";
import { Anchor, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { FormFailure } from "../../components/form-failure";
import { useLogin } from "./api";
import { AuthLayout } from "./auth-layout";
import { returnPath } from "./return-location";

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const form = useForm<LoginBody>({
    initialValues: { username: "", password: "" },
    validate: schemaResolver(loginBody, { sync: true }),
  });

  // flushSync: the page the user returns to is drawn in the same task that changes the address.
  const submit = form.onSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => navigate(returnPath(params), { replace: true, flushSync: true }),
    }),
  );

  return (
    <AuthLayout title="Sign in to Concierge" description="The back-office of your hotel">
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormFailure error={login.error} />
          <TextInput
            label="Username"
            autoComplete="username"
            maxLength={TEXT_MAX}
            {...form.getInputProps("username")}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            maxLength={TEXT_MAX}
            {...form.getInputProps("password")}
          />
          <Anchor component={Link} to="/admin/forgotpassword" size="sm">
            Forgot Password
          </Anchor>
          <Button type="submit" fullWidth loading={login.isPending}>
            Login
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
