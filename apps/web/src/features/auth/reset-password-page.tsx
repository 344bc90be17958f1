import { type ResetPasswordForm, resetPasswordForm, TEXT_MAX } from "@concierge/contract";
import { Anchor, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { FormFailure } from "../../components/form-failure";
import { notifySuccess } from "../../lib/notify";
import { useChangePassword } from "./api";
import { AuthLayout } from "./auth-layout";

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const change = useChangePassword();
  const form = useForm<ResetPasswordForm>({
    initialValues: { token: params.get("token") ?? "", password: "", confirmPassword: "" },
    validate: schemaResolver(resetPasswordForm, { sync: true }),
  });

  const submit = form.onSubmit(({ token, password }) =>
    change.mutate(
      { token, password },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          navigate("/admin/login", { replace: true });
        },
      },
    ),
  );

  return (
    <AuthLayout title="Choose a new password" description="The token is in the email we sent you.">
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormFailure error={change.error} />
          <TextInput label="Token" autoComplete="off" maxLength={TEXT_MAX} {...form.getInputProps("token")} />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            maxLength={TEXT_MAX}
            {...form.getInputProps("password")}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            maxLength={TEXT_MAX}
            {...form.getInputProps("confirmPassword")}
          />
          <Button type="submit" fullWidth loading={change.isPending}>
            Change password
          </Button>
          <Anchor component={Link} to="/admin/login" size="sm" ta="center">
            Back to login
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
