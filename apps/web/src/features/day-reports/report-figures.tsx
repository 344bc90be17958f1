import type { DayReport } from "@concierge/contract";
import { Paper, SimpleGrid, Text } from "@mantine/core";
import { formatMoney } from "../../components/money";
import { localeOf, useT } from "../../lib/i18n";

const figures = { fontVariantNumeric: "tabular-nums" } as const;

/** A percentage with one decimal, in the language spoken: "85.5%", in French "85,5 %". */
export const formatPercent = (percent: number) =>
  new Intl.NumberFormat(localeOf(), { style: "percent", maximumFractionDigits: 1 }).format(percent / 100);

interface Figure {
  label: string;
  value: string;
  hint?: string;
}

/** The day's key figures as cards that wrap on a phone. */
export function ReportFigures({ report }: { report: DayReport }) {
  const t = useT();
  const money = (amount: number) => formatMoney(amount, report.Currency);
  const count = (value: number) => value.toLocaleString(localeOf());
  const cards: Figure[] = [
    {
      label: t("dayReports.roomsSold"),
      value: count(report.RoomsSold),
      hint: t("dayReports.roomsOf", { available: report.RoomsAvailable }),
    },
    { label: t("dayReports.occupancy"), value: formatPercent(report.Occupancy) },
    {
      label: t("dayReports.roomRevenue"),
      value: money(report.RoomRevenue),
      hint: t("dayReports.roomRevenueHint"),
    },
    { label: t("dayReports.adr"), value: money(report.Adr), hint: t("dayReports.adrHint") },
    { label: t("dayReports.revPar"), value: money(report.RevPar), hint: t("dayReports.revParHint") },
    { label: t("dayReports.arrivals"), value: count(report.Arrivals) },
    { label: t("dayReports.departures"), value: count(report.Departures) },
    { label: t("dayReports.noShows"), value: count(report.NoShows) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" mt={0} mb="lg">
      {cards.map((card) => (
        <Paper key={card.label} withBorder p="md" radius="md">
          <Text component="dt" size="sm" c="dimmed">
            {card.label}
          </Text>
          <Text component="dd" m={0} fw={700} fz="xl" style={figures}>
            {card.value}
          </Text>
          {card.hint && (
            <Text component="dd" m={0} size="xs" c="dimmed">
              {card.hint}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
