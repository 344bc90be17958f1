import { HOUSEKEEPING_STATES, type Housekeeping, type Room } from "@concierge/contract";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { localeOf, type Translate, useT } from "../../lib/i18n";
import type { Tonight } from "../rooms";
import { arrivesTonight } from "./arrivals-first";
import { housekeepingLabels } from "./use-mark-room";

const tonightText = (t: Translate, tonight: Tonight) => {
  if (tonight === "free") return t("housekeeping.tonight.free");
  if ("outOfOrder" in tonight) return t("housekeeping.tonight.outOfOrder", { reason: tonight.outOfOrder });
  const { Guest, Status } = tonight.stay;
  return t(Status === "in-house" ? "housekeeping.tonight.inHouse" : "housekeeping.tonight.arriving", {
    guest: Guest,
  });
};

interface RoomStateGroupProps {
  state: Housekeeping;
  rooms: readonly Room[];
  tonight: (room: Room) => Tonight;
  /** The change a click asks for; none hides the buttons (the user may not change rooms). */
  onMark?: (room: Room, state: Housekeeping) => void;
  /** The room whose change is on its way: its buttons wait, the others too. */
  pending: string | undefined;
}

/** The rooms in one housekeeping state, each with who sleeps there tonight and its other states. */
export function RoomStateGroup({ state, rooms, tonight, onMark, pending }: RoomStateGroupProps) {
  const t = useT();
  const titleId = useId();
  const { label, color } = housekeepingLabels[state];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Group gap="xs" mb="xs">
        <Title order={3} size="h4" id={titleId}>
          {t(label)}
        </Title>
        <Badge variant="light" color={color}>
          {rooms.length.toLocaleString(localeOf())}
        </Badge>
      </Group>
      {rooms.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t(`housekeeping.none.${state}`)}
        </Text>
      ) : (
        <ul
          aria-label={t(`housekeeping.rooms.${state}`)}
          style={{ listStyle: "none", margin: 0, padding: 0 }}
        >
          {rooms.map((room) => (
            <Group component="li" key={room.Code} justify="space-between" py={6} wrap="nowrap">
              <Stack gap={0}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600}>
                    {room.Code}{" "}
                    <Text span c="dimmed" size="sm">
                      {room.Category}
                    </Text>
                  </Text>
                  {arrivesTonight(tonight(room)) && (
                    <Badge variant="light" color="orange" tt="none">
                      {t("housekeeping.arrivalTonight")}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {tonightText(t, tonight(room))}
                </Text>
              </Stack>
              {onMark && (
                <Group gap="xs" wrap="nowrap">
                  {HOUSEKEEPING_STATES.filter((other) => other !== state).map((other) => (
                    <Button
                      key={other}
                      size="xs"
                      variant="light"
                      color={housekeepingLabels[other].color}
                      disabled={pending !== undefined && pending !== room.Code}
                      loading={pending === room.Code}
                      onClick={() => onMark(room, other)}
                    >
                      {t(`housekeeping.mark.${other}`)}
                    </Button>
                  ))}
                </Group>
              )}
            </Group>
          ))}
        </ul>
      )}
    </Paper>
  );
}
