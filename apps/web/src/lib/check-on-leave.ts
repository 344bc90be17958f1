import type { FocusEvent } from "react";

interface LeavingField {
  field: string;
  form: { isTouched(path: string): boolean; validateField(path: string): unknown };
}

/**
 * A form's option (Mantine's `enhanceGetInputProps`) that checks a field when it is left for
 * another field, or, changed, for anywhere but the form's submit button. Save checks every field
 * anyway, and a message appearing as the button is pressed would move it from under the pointer:
 * the click would be lost, and with it every other message.
 */
export const checkOnLeave = {
  enhanceGetInputProps: ({ field, form }: LeavingField) => ({
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (next instanceof HTMLButtonElement && next.type === "submit") return;
      if (next !== null || form.isTouched(field)) form.validateField(field);
    },
  }),
};
