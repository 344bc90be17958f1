import { addDays, type Dashboard } from "@concierge/contract";
import { Anchor, Badge, Button, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import type { RetryableQuery } from "../../components/load-failure";
import { localeOf, useT } from "../../lib/i18n";
import { linkTo } from "../../screens";
import { housekeepingLabels, useMarkRoom } from "../housekeeping";
import { freeTonight, useRack } from "../rooms";
import { TodayList } from "./today-list";

/** How many free rooms the home page lists; the rack shows them all. */
const FREE_SHOWN = 12;

interface RoomListProps {
  domainId: string;
  branchId: string;
  canWrite: boolean;
}

/** The add form for one room, back home once booked; with nights, a reservation for them. */
function addLink(branchId: string, room: string, nights?: { arrival: string; departure: string }) {
  const params = new URLSearchParams({ branchId, room, ...nights, back: linkTo("home") });
  return linkTo("bookingAdd", params);
}

/** The rooms nobody holds tonight, each with a reservation from tonight or a walk-in now. */
export function FreeRoomsList({ domainId, branchId, canWrite }: RoomListProps) {
  const t = useT();
  const rack = useRack(domainId, branchId, undefined, 1);
  const free = rack.data && freeTonight(rack.data);
  // The rack's first day is today on the branch's clock: a reservation from tonight until tomorrow.
  const tonight = rack.data?.From;
  const nights = tonight && { arrival: tonight, departure: addDays(tonight, 1) };
  return (
    <TodayList
      title={t("dashboard.free.title")}
      description={t("dashboard.free.description")}
      items={free?.slice(0, FREE_SHOWN)}
      total={free?.length}
      query={rack}
      itemKey={(room) => room.Code}
      empty={t("dashboard.free.empty")}
      more={
        (free?.length ?? 0) > FREE_SHOWN && (
          <Anchor component={Link} to={linkTo("rack")} size="sm">
            {t("dashboard.free.all", { count: free?.length ?? 0 })}
          </Anchor>
        )
      }
    >
      {(room) => ({
        text: (
          <>
            <Group gap="xs" wrap="nowrap">
              <Text fw={600}>{room.Code}</Text>
              {/* A walk-in there waits for housekeeping: said in words, not only in colour. */}
              {room.Housekeeping === "dirty" && (
                <Badge variant="light" color="red" tt="none">
                  {t("bookings.rooms.dirty")}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {room.Housekeeping === "dirty"
                ? room.Category
                : `${room.Category} · ${t(housekeepingLabels[room.Housekeeping].label).toLocaleLowerCase(localeOf())}`}
            </Text>
          </>
        ),
        action: canWrite && (
          <Group gap="xs" wrap="nowrap">
            <Button
              component={Link}
              to={addLink(branchId, room.Code, nights || undefined)}
              size="xs"
              variant="light"
              aria-label={t("dashboard.free.reserveRoom", { room: room.Code })}
            >
              {t("dashboard.free.reserve")}
            </Button>
            <Button
              component={Link}
              to={addLink(branchId, room.Code)}
              size="xs"
              variant="default"
              aria-label={t("dashboard.free.walkInRoom", { room: room.Code })}
            >
              {t("dashboard.free.walkIn")}
            </Button>
          </Group>
        ),
      })}
    </TodayList>
  );
}

interface DirtyRoomsListProps extends RoomListProps {
  today: Dashboard | undefined;
  query: RetryableQuery;
}

/** Rooms waiting for housekeeping, each made clean with one click. */
export function DirtyRoomsList({ domainId, today, query, canWrite }: DirtyRoomsListProps) {
  const t = useT();
  const marking = useMarkRoom();
  return (
    <TodayList
      title={t("housekeeping.rooms.dirty")}
      description={t("dashboard.dirty.description")}
      items={today?.Dirty}
      query={query}
      itemKey={(room) => `${room.BranchId} ${room.Code}`}
      empty={t("housekeeping.none.dirty")}
      more={
        <>
          {marking.progress && (
            <Text role="status" size="sm">
              {marking.progress}
            </Text>
          )}
          {marking.failure && (
            <Text role="alert" size="sm" c="red">
              {marking.failure}
            </Text>
          )}
        </>
      }
    >
      {(room) => ({
        text: (
          <>
            <Text fw={600}>{room.Code}</Text>
            <Text size="sm" c="dimmed">
              {room.Category}
            </Text>
          </>
        ),
        action: canWrite && (
          <Button
            size="xs"
            variant="light"
            color="teal"
            aria-label={t("dashboard.dirty.markRoomClean", { room: room.Code })}
            loading={marking.pending === room.Code}
            disabled={marking.pending !== undefined && marking.pending !== room.Code}
            onClick={() => marking.mark({ domainId, branchId: room.BranchId, code: room.Code }, "clean")}
          >
            {t("housekeeping.mark.clean")}
          </Button>
        ),
      })}
    </TodayList>
  );
}
