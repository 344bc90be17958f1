import { type Dashboard, OCCUPANCY_DAYS } from "@concierge/contract";
import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconBed, IconChartBar, IconCoin, IconPercentage, IconReceipt } from "@tabler/icons-react";
import { formatMoney } from "../../components/money";
import { Figure } from "./dashboard-figures";

/** A share as the figures show it: "66.7%", nothing sold out of nothing available being 0%. */
const percent = (part: number, whole: number) =>
  `${whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10}%`;

/**
 * The 30 nights' revenue figures (CONTRACT, "Dashboard figures"), each with its definition on
 * screen, in the domain's currency and counted in the answer's zone.
 */
export function NightFigures({ dashboard, branch }: { dashboard: Dashboard; branch: boolean }) {
  const money = (amount: number) => formatMoney(amount, dashboard.Currency);
  const zone = branch ? `the branch's time zone, ${dashboard.TimeZone}` : dashboard.TimeZone;
  return (
    <Stack gap="xs" component="section" aria-label={`The last ${OCCUPANCY_DAYS} nights`}>
      <Title order={3} size="h4">
        The last {OCCUPANCY_DAYS} nights, tonight included
      </Title>
      <Text size="sm" c="dimmed">
        A night is sold when a stay holds its midnight in {zone}. Rooms available are today's rooms ×{" "}
        {OCCUPANCY_DAYS} nights ({dashboard.RoomsAvailable} room-nights); rooms out of order are not
        available. Money is in {dashboard.Currency}.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }}>
        <Figure
          label="Occupancy"
          icon={IconPercentage}
          value={percent(dashboard.RoomsSold, dashboard.RoomsAvailable)}
          definition="Occupancy: rooms sold ÷ rooms available"
        />
        <Figure
          label="Rooms sold"
          icon={IconBed}
          value={dashboard.RoomsSold}
          definition="Rooms sold: the room-nights held by stays"
        />
        <Figure
          label="Room revenue"
          icon={IconReceipt}
          value={money(dashboard.RoomRevenue)}
          definition="Room revenue: the sum of the rates of the nights sold"
        />
        <Figure
          label="ADR"
          icon={IconCoin}
          value={money(dashboard.Adr)}
          definition="ADR: room revenue ÷ rooms sold"
        />
        <Figure
          label="RevPAR"
          icon={IconChartBar}
          value={money(dashboard.RevPar)}
          definition="RevPAR: room revenue ÷ rooms available"
        />
      </SimpleGrid>
    </Stack>
  );
}
