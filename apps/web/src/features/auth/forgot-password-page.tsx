import { type ForgotPasswordBody, forgotPasswordBody, TEXT_MAX } from "@concierge/contract";
import { Anchor, Button, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { Link, useNavigate } from "react-router";
import { FormFailure } from "../../components/form-failure";
import { notifySuccess } from "../../lib/notify";
import { useForgotPassword } from "./api";
import { AuthLayout } from "./auth-layout";

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordBody>({
    initialValues: { email: "" },
    validate: schemaResolver(forgotPasswordBody, { sync: true }),
  });

  const submit = form.onSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        navigate("/admin/forgot/changePassword");
      },
    }),
  );

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email of your account and we will send you a link to choose a new one."
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormFailure error={forgot.error} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={TEXT_MAX}
            {...form.getInputProps("email")}
          />
          <Button type="submit" fullWidth loading={forgot.isPending}>
            Send reset link
          </Button>
          <Anchor component={Link} to="/admin/login" size="sm" ta="center">
            Back to login
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
