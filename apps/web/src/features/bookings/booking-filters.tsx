import { BOOKING_STATUSES } from "@concierge/contract";
import { MultiSelect, Switch } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { DayRangeFilter } from "../../components/day-range-filter";
import { FilterSelect } from "../../components/filter-select";
import { useT } from "../../lib/i18n";
import type { FilterChanges } from "../../lib/list-view";
import { suiteCodesQuery } from "../suites";
import type { BookingListView } from "./api";
import { bookingStatus } from "./booking-labels";

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
  const t = useT();
  const statuses = BOOKING_STATUSES.map((Status) => ({
    value: Status,
    label: bookingStatus({ Status }).label,
  }));
  return (
    <>
      <MultiSelect
        label={t("bookings.field.status")}
        data={statuses}
        value={filters.status?.split(",") ?? []}
        onChange={(chosen) => onChange({ status: chosen.join(",") || undefined })}
        placeholder={filters.status ? undefined : t("bookings.filter.anyButCancelled")}
        clearable
        searchable
        w={320}
      />
      <DayRangeFilter from={filters.from} to={filters.to} onChange={onChange} />
      <FilterSelect
        label={t("bookings.filter.category")}
        data={codes.data?.map((suite) => suite.Category) ?? []}
        value={filters.category}
        onChange={(category) => onChange({ category })}
      />
      <Switch
        label={t("bookings.filter.inHouse")}
        checked={filters.inHouse === "true"}
        onChange={(event) => onChange({ inHouse: event.currentTarget.checked ? "true" : undefined })}
        mb={8}
      />
    </>
  );
}
