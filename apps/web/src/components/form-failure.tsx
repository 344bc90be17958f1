import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

/** A form's failed submit, in the server's words. Mantine's Alert has role="alert". */
export function FormFailure({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
      {error.message}
    </Alert>
  );
}
