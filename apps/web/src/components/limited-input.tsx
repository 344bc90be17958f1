import { Text, Textarea, type TextareaProps, TextInput, type TextInputProps } from "@mantine/core";
import type { ReactNode } from "react";
import { useT } from "../lib/i18n";
import { nearLimit } from "./near-limit";

/**
 * A limited field's description: its own, then "87 of 100 characters" once the limit is near, in
 * the error's colour past it. Nothing typed is cut: the rule's message says what is too long.
 */
function useLimitNote(value: unknown, max: number, description: ReactNode): ReactNode {
  const t = useT();
  const length = typeof value === "string" ? value.length : 0;
  if (!nearLimit(length, max)) return description;
  const count = (
    <Text span inherit c={length > max ? "red" : undefined}>
      {t("field.limit", { count: length, max })}
    </Text>
  );
  return description ? (
    <>
      {description} · {count}
    </>
  ) : (
    count
  );
}

export type LimitedTextInputProps = TextInputProps & { limit: number };

/** A text field with a limit (the contract's), which it announces before it is reached. */
export function LimitedTextInput({ limit, description, ...props }: LimitedTextInputProps) {
  return <TextInput {...props} description={useLimitNote(props.value, limit, description)} />;
}

/** A longer text with a limit, announced as `LimitedTextInput`'s. */
export function LimitedTextarea({ limit, description, ...props }: TextareaProps & { limit: number }) {
  return <Textarea {...props} description={useLimitNote(props.value, limit, description)} />;
}
