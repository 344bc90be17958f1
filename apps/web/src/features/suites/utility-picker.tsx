import { Select, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { RemovableTags } from "../../components/removable-tags";
import { utilityChoicesQuery } from "./api";

interface UtilityPickerProps {
  value: readonly string[];
  onChange: (utilities: string[]) => void;
  error: ReactNode;
}

/** The items of 'extraz': each one picked joins the list under the select, once. */
export function UtilityPicker({ value, onChange, error }: UtilityPickerProps) {
  const items = useQuery(utilityChoicesQuery);
  const [search, setSearch] = useState("");
  const loading = items.isFetching && !items.data;
  const offered = (items.data ?? []).filter((item) => !value.includes(item));
  return (
    <Stack gap="xs">
      <Select
        label="Utility"
        description="Each one picked joins the list"
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
        placeholder={loading ? "Loading…" : "Pick a utility"}
        nothingFoundMessage={loading ? "Loading…" : "no items available"}
      />
      <RemovableTags value={value} onRemove={(item) => onChange(value.filter((other) => other !== item))} />
    </Stack>
  );
}
