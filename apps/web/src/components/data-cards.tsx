import { Box, Group, Select, Text } from "@mantine/core";
import { Fragment } from "react";
import { useT } from "../lib/i18n";
import type { DataTableProps } from "./data-table";

/** The row just saved, marked alike on a table row and on a card. */
export const HIGHLIGHT_BACKGROUND = "var(--mantine-primary-color-light)";

/** On a phone, the order a table's headers set: one choice per sortable column and direction. */
function SortSelect<T>({ columns, order }: Pick<DataTableProps<T>, "columns" | "order">) {
  const t = useT();
  const sortable = columns.filter((column) => column.sort);
  if (!order || sortable.length === 0) return null;
  const data = [
    { value: "", label: t("dataCards.ownOrder") },
    ...sortable.flatMap((column) => [
      { value: column.sort ?? "", label: t("dataCards.ascending", { column: column.header }) },
      { value: `-${column.sort}`, label: t("dataCards.descending", { column: column.header }) },
    ]),
  ];
  return (
    <Select
      label={t("dataCards.sortBy")}
      data={data}
      value={order.sort ?? ""}
      onChange={(sort) => order.onSort(sort || undefined)}
      allowDeselect={false}
      size="sm"
      px="md"
      pt="sm"
    />
  );
}

/** The table's rows as cards, for a phone: each column's header beside its value, the actions under them. */
export function DataCards<T>({ columns, rows, rowKey, actions, order, highlighted }: DataTableProps<T>) {
  const t = useT();
  return (
    <>
      <SortSelect columns={columns} order={order} />
      <Box component="ul" m={0} p={0} style={{ listStyle: "none" }}>
        {rows.map((row) => (
          <Box
            component="li"
            key={rowKey(row)}
            aria-current={rowKey(row) === highlighted || undefined}
            data-highlighted={rowKey(row) === highlighted || undefined}
            bg={rowKey(row) === highlighted ? HIGHLIGHT_BACKGROUND : undefined}
            p="md"
            style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
          >
            <Box
              component="dl"
              m={0}
              style={{
                display: "grid",
                gridTemplateColumns: "minmax(6rem, max-content) 1fr",
                gap: "6px 12px",
              }}
            >
              {columns.map((column) => (
                <Fragment key={column.header}>
                  <Text component="dt" size="sm" c="dimmed">
                    {column.header}
                  </Text>
                  <Box component="dd" m={0} miw={0} style={{ overflowWrap: "anywhere" }}>
                    {column.cell(row)}
                  </Box>
                </Fragment>
              ))}
            </Box>
            {actions && (
              <Group role="group" aria-label={t("action.actions")} gap={4} mt="xs" justify="flex-end">
                {actions(row)}
              </Group>
            )}
          </Box>
        ))}
      </Box>
    </>
  );
}
