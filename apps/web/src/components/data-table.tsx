import { Group, Table } from "@mantine/core";
import { type ReactNode, useEffect } from "react";
import { useT } from "../lib/i18n";
import { useNarrow } from "../lib/use-narrow";
import { DataCards, HIGHLIGHT_BACKGROUND } from "./data-cards";
import { directionOf, type Order, SortHeader } from "./sort-header";

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  width?: number | string;
  /** Amounts line up on the right. */
  align?: "left" | "right";
  /** The field of the list's items this column sorts by (CONTRACT's `sort`), when it sorts. */
  sort?: string;
}

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Icon buttons for one row (more, edit, delete), in a last column. */
  actions?: (row: T) => ReactNode;
  /** The list's order, for the columns that sort. */
  order?: Order;
  /** The key of the row just saved: marked, and scrolled into view. */
  highlighted?: string;
}

/** The one table of the console; on a phone, a stack of cards. */
export function DataTable<T>(props: DataTableProps<T>) {
  const narrow = useNarrow();
  const { highlighted } = props;
  useEffect(() => {
    if (highlighted) document.querySelector("[data-highlighted]")?.scrollIntoView({ block: "nearest" });
  }, [highlighted]);
  return narrow ? <DataCards {...props} /> : <WideTable {...props} />;
}

function WideTable<T>({ columns, rows, rowKey, actions, order, highlighted }: DataTableProps<T>) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column.header}
                w={column.width}
                ta={column.align}
                aria-sort={
                  column.sort && order ? (directionOf(column.sort, order.sort) ?? "none") : undefined
                }
              >
                {column.sort && order ? (
                  <SortHeader header={column.header} field={column.sort} order={order} />
                ) : (
                  column.header
                )}
              </Table.Th>
            ))}
            {actions && (
              <Table.Th w={1} ta="right">
                {t("action.actions")}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={rowKey(row)}
              aria-current={rowKey(row) === highlighted || undefined}
              data-highlighted={rowKey(row) === highlighted || undefined}
              bg={rowKey(row) === highlighted ? HIGHLIGHT_BACKGROUND : undefined}
            >
              {columns.map((column) => (
                // A long unbroken name wraps inside its column instead of pushing the others out.
                <Table.Td key={column.header} ta={column.align} style={{ overflowWrap: "anywhere" }}>
                  {column.cell(row)}
                </Table.Td>
              ))}
              {actions && (
                <Table.Td>
                  {/* Labelled, so that the cell's name is "Actions", not the row's name again. */}
                  <Group
                    role="group"
                    aria-label={t("action.actions")}
                    gap={4}
                    justify="flex-end"
                    wrap="nowrap"
                  >
                    {actions(row)}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
