import { TextInput } from "@mantine/core";
import { useT } from "../lib/i18n";
import { useTypedValue } from "../lib/use-typed-value";

interface TypedFilterProps {
  label: string;
  value: string | undefined;
  /** undefined once emptied: the list is no longer filtered by it. */
  onChange: (value: string | undefined) => void;
  /** The keyboard to offer on a phone ("decimal" for an amount). */
  inputMode?: "text" | "decimal";
}

/** A filter typed rather than chosen (a price): applied once typing pauses, as the search is. */
export function TypedFilter({ label, value, onChange, inputMode = "text" }: TypedFilterProps) {
  const t = useT();
  const { text, setText } = useTypedValue(value ?? "", (typed) => onChange(typed || undefined));
  return (
    <TextInput
      label={label}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      inputMode={inputMode}
      placeholder={t("list.any")}
      w={120}
    />
  );
}
