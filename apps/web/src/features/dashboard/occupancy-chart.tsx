import { OCCUPANCY_DAYS, type OccupancyDay } from "@concierge/contract";
import { AreaChart } from "@mantine/charts";
import { Paper, Text } from "@mantine/core";
import { useId } from "react";

const shortDay = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short" });

/**
 * 'YYYY-MM-DD' is a day of the hotel's calendar: read as local midnight, it does not shift a day.
 * The chart also asks about values that are no day (an empty tooltip): they show as they are.
 */
function formatDay(day: unknown) {
  const at = new Date(`${String(day)}T00:00`);
  return Number.isNaN(at.getTime()) ? String(day ?? "") : shortDay.format(at);
}

/** The share of rooms held overnight on each of the last 30 days, oldest first. */
export function OccupancyChart({ days }: { days: readonly OccupancyDay[] }) {
  const captionId = useId();
  const tonight = days.at(-1);
  return (
    <Paper component="figure" withBorder radius="md" p="md" m={0} aria-labelledby={captionId}>
      <Text component="figcaption" id={captionId} fw={600} mb="sm">
        Occupancy, last {OCCUPANCY_DAYS} nights{tonight && ` (tonight ${tonight.Rate}%)`}
      </Text>
      <AreaChart
        h={240}
        data={[...days]}
        dataKey="Date"
        series={[{ name: "Rate", label: "Occupancy", color: "teal.6" }]}
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
