import { calls } from "@concierge/contract";
import { Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconLayoutRows } from "@tabler/icons-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { foreignZone } from "../../components/zoned-date";
import { useCan } from "../../lib/access";
import { useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { linkTo } from "../../screens";
import { type AskedAction, BookingStatusDialogs } from "../bookings";
import { useDashboard } from "./api";
import { DirtyRoomsList, FreeRoomsList } from "./room-lists";
import { ArrivalsList, DeparturesList, InHouseList } from "./stay-lists";

/**
 * Today at the user's branch's front desk: who arrives, leaves, stays, which rooms are free, and
 * (`withDirty`, unless the page lists them itself) which are dirty.
 */
export function FrontDeskToday({ withDirty = true }: { withDirty?: boolean }) {
  const t = useT();
  const { User } = useSession();
  const domainId = User?.DomainId ?? "";
  const branchId = User?.BranchId ?? "";
  // The server refuses the changes anyway; the console only hides what the user may not use.
  const can = useCan();
  const canWrite = can(calls.bookings.update);
  const dashboard = useDashboard(domainId, branchId || null);
  const [asked, setAsked] = useState<AskedAction>();
  const titleId = useId();
  const zone = dashboard.data && foreignZone(dashboard.data.TimeZone);
  const stays = {
    domainId,
    branchId,
    today: dashboard.data,
    query: dashboard,
    canWrite,
    onAction: setAsked,
  };

  return (
    <Stack component="section" aria-labelledby={titleId} gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3" id={titleId}>
          {t("dashboard.frontDesk.title")}
        </Title>
        <Button
          component={Link}
          to={linkTo("rack")}
          variant="light"
          leftSection={<IconLayoutRows size={16} />}
        >
          {t("dashboard.frontDesk.openRack")}
        </Button>
      </Group>
      {zone && (
        <Text size="sm" c="dimmed">
          {t("dashboard.frontDesk.branchClock", { zone })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
        <ArrivalsList {...stays} />
        <DeparturesList {...stays} />
        <InHouseList {...stays} />
        <FreeRoomsList domainId={domainId} branchId={branchId} canWrite={canWrite} />
        {withDirty && <DirtyRoomsList {...stays} canWrite={can(calls.rooms.housekeeping)} />}
      </SimpleGrid>
      <BookingStatusDialogs asked={asked} onClose={() => setAsked(undefined)} />
    </Stack>
  );
}
