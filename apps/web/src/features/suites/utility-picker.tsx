import { SUITE_UTILITY_LIST, type Utility } from "@concierge/contract";
import { Select, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { RemovableTags } from "../../components/removable-tags";
import { useT } from "../../lib/i18n";
import { utilitiesQuery } from "../utilities";

const suiteUtilityItems = (utilities: Utility[]) =>
  utilities.find((utility) => utility.Name === SUITE_UTILITY_LIST)?.Items ?? [];

interface UtilityPickerProps {
  value: readonly string[];
  onChange: (utilities: string[]) => void;
  error: ReactNode;
}

/** The items of 'extraz': each one picked joins the list under the select, once. */
export function UtilityPicker({ value, onChange, error }: UtilityPickerProps) {
  // Read afresh each time a form opens: an item added a moment ago is offered.
  const items = useQuery({ ...utilitiesQuery, select: suiteUtilityItems, staleTime: 0 });
  const [search, setSearch] = useState("");
  const t = useT();
  const loading = items.isFetching && !items.data;
  const offered = (items.data ?? []).filter((item) => !value.includes(item));
  return (
    <Stack gap="xs">
      <Select
        label={t("suites.utility")}
        description={t("suites.utilityDescription")}
        data={offered}
        value={null}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        onOptionSubmit={(item) => {
          onChange([...value, item]);
          setSearch("");
        }}
        error={error || items.error?.message}
        placeholder={loading ? t("choice.loading") : t("suites.pickUtility")}
        nothingFoundMessage={loading ? t("choice.loading") : t("state.empty")}
      />
      <RemovableTags value={value} onRemove={(item) => onChange(value.filter((other) => other !== item))} />
    </Stack>
  );
}
