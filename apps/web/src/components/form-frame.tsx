import { Button, Group, Stack } from "@mantine/core";
import type { schemaResolver } from "@mantine/form";
import { type FormEventHandler, type ReactNode, useEffect, useRef } from "react";
import { useT } from "../lib/i18n";
import { FormFailure } from "./form-failure";

/** What an add page or an edit dialog hands its form: the call's progress and what to do. */
export interface FormCallbacks<Output> {
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, shown above the fields. */
  error: Error | null;
  onSubmit: (values: Output) => void;
  onCancel: () => void;
}

/** A form checked with one of the contract's body schemas, as the API checks it. */
export interface SchemaFormProps<Values, Output = Values> extends FormCallbacks<Output> {
  /** The create or update body: its keys are in SPEC order, each field shows its first failing rule. */
  schema: Parameters<typeof schemaResolver>[0];
  /** Editing also carries the Id, which the update body checks. */
  initialValues: Values;
}

type FormFrameProps = Omit<FormCallbacks<never>, "onSubmit" | "onCancel"> & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Absent for a form with nothing to go back to (one on a page's own card): no Cancel then. */
  onCancel?: () => void;
  /** Its first field takes the focus when it opens; false for a form among other things on a page. */
  autoFocus?: boolean;
  children: ReactNode;
};

// A field marked `data-no-autofocus` (a search that helps fill the form) is not where typing starts.
const FIELDS = "input:not([type=hidden]):not(:disabled):not([data-no-autofocus]), textarea:not(:disabled)";

/** An add or edit form: the refusal on top, the fields, then Cancel and the submit button. */
export function FormFrame({
  onSubmit,
  error,
  pending,
  submitLabel,
  onCancel,
  autoFocus = true,
  children,
}: FormFrameProps) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  // Opened (from the palette, a link, a row's action), typing goes straight into the first field.
  useEffect(() => {
    if (autoFocus) form.current?.querySelector<HTMLElement>(FIELDS)?.focus();
  }, [autoFocus]);
  return (
    <form ref={form} onSubmit={onSubmit} noValidate>
      <Stack>
        <FormFailure error={error} />
        {children}
        <Group justify="flex-end" mt="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t("action.cancel")}
            </Button>
          )}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
