import type { Dashboard } from "@concierge/contract";
import { Group, Paper, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import { type Icon, IconBed, IconDoorEnter, IconDoorExit, IconKey, IconUsers } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";
import { localeOf, type MessageKey, type Translate, useT } from "../../lib/i18n";

/**
 * Today's figures, each counted as the list of the same name beside it counts (the rack's free
 * rooms, today's arrivals and departures, the guests in house), with its definition on screen.
 */
const figures: [
  label: MessageKey,
  icon: Icon,
  value: (dashboard: Dashboard) => number,
  definition: (t: Translate, dashboard: Dashboard) => string,
][] = [
  ["dashboard.figure.rooms", IconBed, (d) => d.Rooms, (t) => t("dashboard.figure.roomsDefinition")],
  ["dashboard.figure.inHouse", IconUsers, (d) => d.InHouse, (t) => t("dashboard.figure.inHouseDefinition")],
  [
    "dashboard.figure.freeTonight",
    IconKey,
    (d) => d.FreeTonight,
    (t) => t("dashboard.figure.freeTonightDefinition"),
  ],
  [
    "dashboard.figure.arrivals",
    IconDoorEnter,
    (d) => d.ArrivalsDue,
    (t, d) => t("dashboard.figure.arrivalsDefinition", { count: d.CheckinsToday }),
  ],
  [
    "dashboard.figure.departures",
    IconDoorExit,
    (d) => d.DeparturesDue,
    (t) => t("dashboard.figure.departuresDefinition"),
  ],
];

/** The figures' names (their catalogue keys), in the order they show. */
export const figureLabels = figures.map(([label]) => label);

interface FigureProps {
  label: string;
  icon: Icon;
  value: ReactNode;
  /** How the figure is counted, shown under it: "room revenue ÷ rooms sold". */
  definition?: string;
}

/** One figure, a group named by its label (so that it can be found by that name) and its definition. */
export function Figure({ label, icon: FigureIcon, value, definition }: FigureProps) {
  const labelId = useId();
  const definitionId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={definition ? definitionId : undefined}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text id={labelId} size="xs" c="dimmed" tt="uppercase" fw={700}>
          {label}
        </Text>
        <ThemeIcon variant="light" size="md" radius="md">
          <FigureIcon size={16} stroke={1.6} />
        </ThemeIcon>
      </Group>
      <Text fz={28} fw={700} lh={1.2} mt={4} style={{ fontVariantNumeric: "tabular-nums" }}>
        {value}
      </Text>
      {definition && (
        <Text id={definitionId} size="xs" c="dimmed" mt={4}>
          {definition}
        </Text>
      )}
    </Paper>
  );
}

/** Today's front-desk figures as stat cards. */
export function DashboardFigures({ dashboard }: { dashboard: Dashboard }) {
  const t = useT();
  const number = new Intl.NumberFormat(localeOf());
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
      {figures.map(([label, icon, value, definition]) => (
        <Figure
          key={label}
          label={t(label)}
          icon={icon}
          value={number.format(value(dashboard))}
          definition={definition(t, dashboard)}
        />
      ))}
    </SimpleGrid>
  );
}
