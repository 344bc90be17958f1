import { TextInput } from "@mantine/core";
import { useT } from "../lib/i18n";

interface DayRangeFilterProps {
  /** `YYYY-MM-DD`, as the URL and the call hold them. */
  from?: string;
  to?: string;
  onChange: (changes: { from?: string; to?: string }) => void;
}

/** A list's `from` and `to` days (CONTRACT, "Lists"): two date inputs, each cleared on its own. */
export function DayRangeFilter({ from, to, onChange }: DayRangeFilterProps) {
  const t = useT();
  return (
    <>
      <TextInput
        type="date"
        label={t("list.from")}
        value={from ?? ""}
        onChange={(event) => onChange({ from: event.currentTarget.value || undefined })}
        w={150}
      />
      <TextInput
        type="date"
        label={t("list.to")}
        value={to ?? ""}
        onChange={(event) => onChange({ to: event.currentTarget.value || undefined })}
        w={150}
      />
    </>
  );
}
