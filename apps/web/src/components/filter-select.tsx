import { Select } from "@mantine/core";
import { useT } from "../lib/i18n";
import type { Choice } from "./choice-select";

interface FilterSelectProps {
  label: string;
  data: readonly (Choice | string)[];
  value: string | undefined;
  /** undefined when cleared: the list is no longer filtered by it. */
  onChange: (value: string | undefined) => void;
}

/** One of a list's filters in its toolbar: a choice, or "Any". */
export function FilterSelect({ label, data, value, onChange }: FilterSelectProps) {
  const t = useT();
  return (
    <Select
      label={label}
      data={data}
      value={value ?? null}
      onChange={(picked) => onChange(picked ?? undefined)}
      placeholder={t("list.any")}
      clearable
      searchable
      w={180}
    />
  );
}
