import { type Dashboard, OCCUPANCY_DAYS } from "@concierge/contract";
import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconBed, IconChartBar, IconCoin, IconPercentage, IconReceipt } from "@tabler/icons-react";
import { formatMoney } from "../../components/money";
import { localeOf, useT } from "../../lib/i18n";
import { Figure } from "./dashboard-figures";

/** A share (0 to 100) in the language spoken: "66.7%", in French "66,7 %". */
export const formatPercent = (share: number) =>
  new Intl.NumberFormat(localeOf(), { style: "percent", maximumFractionDigits: 1 }).format(share / 100);

/** A share as the figures show it: "66.7%", nothing sold out of nothing available being 0%. */
const percent = (part: number, whole: number) => formatPercent(whole === 0 ? 0 : (part / whole) * 100);

/**
 * The 30 nights' revenue figures (CONTRACT, "Dashboard figures"), each with its definition on
 * screen, in the domain's currency and counted in the answer's zone.
 */
export function NightFigures({ dashboard, branch }: { dashboard: Dashboard; branch: boolean }) {
  const t = useT();
  const money = (amount: number) => formatMoney(amount, dashboard.Currency);
  const zone = branch ? t("dashboard.nights.branchZone", { zone: dashboard.TimeZone }) : dashboard.TimeZone;
  return (
    <Stack gap="xs" component="section" aria-label={t("dashboard.nights.label", { days: OCCUPANCY_DAYS })}>
      <Title order={3} size="h4">
        {t("dashboard.nights.title", { days: OCCUPANCY_DAYS })}
      </Title>
      <Text size="sm" c="dimmed">
        {t("dashboard.nights.explained", {
          zone,
          days: OCCUPANCY_DAYS,
          roomNights: dashboard.RoomsAvailable,
          currency: dashboard.Currency,
        })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }}>
        <Figure
          label={t("dashboard.figure.occupancy")}
          icon={IconPercentage}
          value={percent(dashboard.RoomsSold, dashboard.RoomsAvailable)}
          definition={t("dashboard.figure.occupancyDefinition")}
        />
        <Figure
          label={t("dashboard.figure.roomsSold")}
          icon={IconBed}
          value={dashboard.RoomsSold.toLocaleString(localeOf())}
          definition={t("dashboard.figure.roomsSoldDefinition")}
        />
        <Figure
          label={t("dashboard.figure.roomRevenue")}
          icon={IconReceipt}
          value={money(dashboard.RoomRevenue)}
          definition={t("dashboard.figure.roomRevenueDefinition")}
        />
        <Figure
          label={t("dashboard.figure.adr")}
          icon={IconCoin}
          value={money(dashboard.Adr)}
          definition={t("dashboard.figure.adrDefinition")}
        />
        <Figure
          label={t("dashboard.figure.revpar")}
          icon={IconChartBar}
          value={money(dashboard.RevPar)}
          definition={t("dashboard.figure.revparDefinition")}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** The next 30 nights on the books, beside the last 30: what the reservations already hold. */
export function ForwardFigures({ dashboard }: { dashboard: Dashboard }) {
  const t = useT();
  return (
    <Stack gap="xs" component="section" aria-label={t("dashboard.ahead.label", { days: OCCUPANCY_DAYS })}>
      <Title order={3} size="h4">
        {t("dashboard.ahead.title", { days: OCCUPANCY_DAYS })}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure
          label={t("dashboard.figure.occupancyAhead")}
          icon={IconPercentage}
          value={percent(dashboard.ForwardRoomsSold, dashboard.ForwardRoomsAvailable)}
          definition={t("dashboard.figure.occupancyAheadDefinition")}
        />
        <Figure
          label={t("dashboard.figure.roomsBooked")}
          icon={IconBed}
          value={dashboard.ForwardRoomsSold.toLocaleString(localeOf())}
          definition={t("dashboard.figure.roomsBookedDefinition")}
        />
        <Figure
          label={t("dashboard.figure.revenueBooked")}
          icon={IconReceipt}
          value={formatMoney(dashboard.ForwardRoomRevenue, dashboard.Currency)}
          definition={t("dashboard.figure.revenueBookedDefinition")}
        />
      </SimpleGrid>
    </Stack>
  );
}
