import { OCCUPANCY_DAYS, type OccupancyDay } from "@concierge/contract";
import "@mantine/charts/styles.css";
import { AreaChart } from "@mantine/charts";
import { Paper, Text } from "@mantine/core";
import { useId } from "react";
import { localeOf, useT } from "../../lib/i18n";
import { formatPercent } from "./night-figures";
import { chartDays } from "./occupancy-days";

const shortDays = new Map<string, Intl.DateTimeFormat>();
// "Nov 5", in French "5 nov.": in the language spoken, never the browser's own.
const shortDayOf = (locale: string) => {
  let format = shortDays.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
    shortDays.set(locale, format);
  }
  return format;
};

/**
 * 'YYYY-MM-DD' is a day of the hotel's calendar: read as UTC midnight and shown in UTC, it does not
 * shift a day. The chart also asks about values that are no day (an empty tooltip): they show as they are.
 */
function formatDay(day: unknown) {
  const at = new Date(`${String(day)}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? String(day ?? "") : shortDayOf(localeOf()).format(at);
}

/** The share of rooms held overnight on each of the last 30 days and booked on each of the next 30. */
export function OccupancyChart({
  days,
  ahead,
}: {
  days: readonly OccupancyDay[];
  ahead: readonly OccupancyDay[];
}) {
  const t = useT();
  const captionId = useId();
  const tonight = days.at(-1);
  return (
    <Paper component="figure" withBorder radius="md" p="md" m={0} aria-labelledby={captionId}>
      <Text component="figcaption" id={captionId} fw={600} mb="sm">
        {tonight
          ? t("dashboard.occupancy.captionTonight", {
              days: OCCUPANCY_DAYS,
              rate: formatPercent(tonight.Rate),
            })
          : t("dashboard.occupancy.caption", { days: OCCUPANCY_DAYS })}
      </Text>
      <AreaChart
        h={240}
        data={chartDays(days, ahead)}
        dataKey="Date"
        series={[
          { name: "Rate", label: t("dashboard.occupancy.past", { days: OCCUPANCY_DAYS }), color: "teal.6" },
          { name: "Ahead", label: t("dashboard.occupancy.ahead"), color: "indigo.5", strokeDasharray: "5 3" },
        ]}
        withLegend
        referenceLines={
          tonight ? [{ x: tonight.Date, label: t("dashboard.occupancy.tonight"), color: "gray.6" }] : []
        }
        curveType="linear"
        withDots={false}
        unit="%"
        yAxisProps={{ domain: [0, 100] }}
        xAxisProps={{ tickFormatter: formatDay, minTickGap: 24 }}
        tooltipProps={{ labelFormatter: formatDay }}
      />
    </Paper>
  );
}
