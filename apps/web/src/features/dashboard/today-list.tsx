import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { LoadFailure, type RetryableQuery } from "../../components/load-failure";
import { localeOf, useT } from "../../lib/i18n";

interface TodayListProps<Item> {
  title: string;
  /** What the list is, under its title: "Reservations due today". */
  description: string;
  /** The items; undefined while they load. */
  items: readonly Item[] | undefined;
  /** The list's query: its failure in words, with Retry. */
  query: RetryableQuery;
  /** How many there are in all, when the list shows only the first of them. */
  total?: number;
  itemKey: (item: Item) => string;
  /** What one item says, and its one-click action. */
  children: (item: Item) => { text: ReactNode; action?: ReactNode };
  /** Said when there is nothing: "No arrivals today". */
  empty: string;
  /** Where the rest is, when the list is cut short. */
  more?: ReactNode;
}

/** One of today's lists at the front desk: a titled card, each line with its action. */
export function TodayList<Item>({
  title,
  description,
  items,
  query,
  total,
  itemKey,
  children,
  empty,
  more,
}: TodayListProps<Item>) {
  const t = useT();
  const titleId = useId();
  const count = total ?? items?.length;
  const body = () => {
    const { error } = query;
    if (error && !items) return <LoadFailure query={{ ...query, error }} what={title} />;
    if (!items)
      return (
        <Skeleton
          h={48}
          radius="sm"
          aria-label={t("dashboard.list.loading", { list: title.toLocaleLowerCase(localeOf()) })}
        />
      );
    if (items.length === 0)
      return (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      );
    return (
      <ul aria-labelledby={titleId} style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {items.map((item) => {
          const { text, action } = children(item);
          return (
            <Group component="li" key={itemKey(item)} justify="space-between" wrap="nowrap" py={6}>
              {/* A long name wraps; the action keeps its whole label. */}
              <Stack gap={0} miw={0} style={{ overflowWrap: "anywhere" }}>
                {text}
              </Stack>
              {action && <div style={{ flexShrink: 0 }}>{action}</div>}
            </Group>
          );
        })}
      </ul>
    );
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Group gap="xs">
        <Title order={3} size="h5" id={titleId}>
          {title}
        </Title>
        {count !== undefined && <Badge variant="light">{count.toLocaleString(localeOf())}</Badge>}
      </Group>
      <Text size="xs" c="dimmed" mb="xs">
        {description}
      </Text>
      {body()}
      {more}
    </Paper>
  );
}
