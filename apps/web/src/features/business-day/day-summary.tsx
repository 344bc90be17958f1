import type { DayClosed } from "@concierge/contract";
import { Alert, Anchor, Paper, SimpleGrid, Text } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatMoney } from "../../components/money";
import { localeOf, type MessageKey, useT } from "../../lib/i18n";
import { linkTo } from "../../screens";
import { formatBusinessDay } from "./day-lag";

/** What a close did: the day's key figures from the report it wrote, and the date it opened. */
export function DaySummary({ closed, branchId }: { closed: DayClosed; branchId: string }) {
  const t = useT();
  const locale = localeOf();
  const { Report: report } = closed;
  const money = (amount: number) => formatMoney(amount, report.Currency);
  const figures: [MessageKey, ReactNode][] = [
    [
      "day.closed.roomsSold",
      t("day.closed.soldOf", { sold: report.RoomsSold, available: report.RoomsAvailable }),
    ],
    [
      "day.closed.occupancy",
      new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(
        report.Occupancy / 100,
      ),
    ],
    ["day.closed.roomRevenue", money(report.RoomRevenue)],
    ["day.closed.adr", money(report.Adr)],
    ["day.closed.revPar", money(report.RevPar)],
    ["day.closed.arrivals", report.Arrivals],
    ["day.closed.departures", report.Departures],
    ["day.closed.noShows", report.NoShows],
  ];
  return (
    <Alert
      mt="md"
      color="teal"
      variant="light"
      icon={<IconCircleCheck size={18} />}
      title={t("day.closed.title", { date: formatBusinessDay(report.Date, locale, "year") })}
    >
      <Text size="sm" mb="sm">
        {t("day.closed.next", { next: formatBusinessDay(closed.BusinessDate, locale, "year") })}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {figures.map(([label, value]) => (
          <Paper key={label} withBorder p="xs" radius="sm">
            <Text size="xs" c="dimmed">
              {t(label)}
            </Text>
            <Text fw={700} style={{ fontVariantNumeric: "tabular-nums" }}>
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Anchor
        component={Link}
        to={linkTo("dayReports", { branch: branchId, date: report.Date })}
        size="sm"
        mt="sm"
        display="inline-block"
      >
        {t("day.closed.report")}
      </Anchor>
    </Alert>
  );
}
