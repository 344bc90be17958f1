import { Switch } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { FilterSelect } from "../../components/filter-select";
import { TypedFilter } from "../../components/typed-filter";
import type { FilterChanges } from "../../lib/list-view";
import { type SuiteListView, suiteCodesQuery } from "./api";

interface SuiteFiltersProps {
  domainId: string;
  filters: SuiteListView["filters"];
  onChange: (changes: FilterChanges<SuiteListView["filters"]>) => void;
}

/** The suites list's filters: one category, a price range per night, and the archived suites instead. */
export function SuiteFilters({ domainId, filters, onChange }: SuiteFiltersProps) {
  const codes = useQuery(suiteCodesQuery(domainId));
  return (
    <>
      <FilterSelect
        label="Category"
        data={codes.data?.map((suite) => suite.Category) ?? []}
        value={filters.category}
        onChange={(category) => onChange({ category })}
      />
      <TypedFilter
        label="Min price"
        inputMode="decimal"
        value={filters.minPrice}
        onChange={(minPrice) => onChange({ minPrice })}
      />
      <TypedFilter
        label="Max price"
        inputMode="decimal"
        value={filters.maxPrice}
        onChange={(maxPrice) => onChange({ maxPrice })}
      />
      <Switch
        label="Archived suites"
        checked={filters.archived === "true"}
        onChange={(event) => onChange({ archived: event.currentTarget.checked ? "true" : undefined })}
        mt="xl"
      />
    </>
  );
}
