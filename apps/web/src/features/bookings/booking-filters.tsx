import { BOOKING_STATUSES } from "@concierge/contract";
import { MultiSelect, Switch } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { DayRangeFilter } from "../../components/day-range-filter";
import { FilterSelect } from "../../components/filter-select";
import type { FilterChanges } from "../../lib/list-view";
import { suiteCodesQuery } from "../suites";
import type { BookingListView } from "./api";
import { bookingStatus } from "./booking-labels";

const statuses = BOOKING_STATUSES.map((Status) => ({
  value: Status,
  label: bookingStatus({ Status }).label,
}));

interface BookingFiltersProps {
  domainId: string;
  filters: BookingListView["filters"];
  onChange: (changes: FilterChanges<BookingListView["filters"]>) => void;
}

/**
 * The bookings list's filters: statuses (none chosen: all but the cancelled, CONTRACT), the days a
 * stay overlaps, the suite's category, and the guests in house.
 */
export function BookingFilters({ domainId, filters, onChange }: BookingFiltersProps) {
  const codes = useQuery(suiteCodesQuery(domainId));
  return (
    <>
      <MultiSelect
        label="Status"
        data={statuses}
        value={filters.status?.split(",") ?? []}
        onChange={(chosen) => onChange({ status: chosen.join(",") || undefined })}
        placeholder={filters.status ? undefined : "Any but cancelled"}
        clearable
        searchable
        w={320}
      />
      <DayRangeFilter from={filters.from} to={filters.to} onChange={onChange} />
      <FilterSelect
        label="Category"
        data={codes.data?.map((suite) => suite.Category) ?? []}
        value={filters.category}
        onChange={(category) => onChange({ category })}
      />
      <Switch
        label="In house only"
        checked={filters.inHouse === "true"}
        onChange={(event) => onChange({ inHouse: event.currentTarget.checked ? "true" : undefined })}
        mb={8}
      />
    </>
  );
}
