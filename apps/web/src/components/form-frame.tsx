import { Button, Group, Stack } from "@mantine/core";
import type { FormEventHandler, ReactNode } from "react";
import { FormFailure } from "./form-failure";

interface FormFrameProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The server's refusal, shown above the fields. */
  error: Error | null;
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
}

/** An add or edit form: the refusal on top, the fields, then Cancel and the submit button. */
export function FormFrame({ onSubmit, error, pending, submitLabel, onCancel, children }: FormFrameProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormFailure error={error} />
        {children}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
