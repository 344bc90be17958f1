import { Switch } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { FilterSelect } from "../../components/filter-select";
import { TypedFilter } from "../../components/typed-filter";
import { useT } from "../../lib/i18n";
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
  const t = useT();
  return (
    <>
      <FilterSelect
        label={t("suites.category")}
        data={codes.data?.map((suite) => suite.Category) ?? []}
        value={filters.category}
        onChange={(category) => onChange({ category })}
      />
      <TypedFilter
        label={t("suites.minPrice")}
        inputMode="decimal"
        value={filters.minPrice}
        onChange={(minPrice) => onChange({ minPrice })}
      />
      <TypedFilter
        label={t("suites.maxPrice")}
        inputMode="decimal"
        value={filters.maxPrice}
        onChange={(maxPrice) => onChange({ maxPrice })}
      />
      <Switch
        label={t("suites.archivedSuites")}
        checked={filters.archived === "true"}
        onChange={(event) => onChange({ archived: event.currentTarget.checked ? "true" : undefined })}
        mt="xl"
      />
    </>
  );
}
