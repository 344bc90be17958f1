import { PAGE_SIZE } from "@concierge/contract";
import { Alert, Group, Pagination, Paper, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { pageCount } from "../lib/paging";
import { DataTable, type DataTableProps } from "./data-table";
import { EmptyState } from "./empty-state";
import { LoadingState } from "./loading-state";

const controlLabels = {
  first: "First page",
  previous: "Previous page",
  next: "Next page",
  last: "Last page",
};

interface PagedTableProps<T> extends DataTableProps<T> {
  /** The rows of this page only. */
  rows: readonly T[];
  /** Rows over all pages. */
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  /** The list's query: its spinner while pending, its failure in words. */
  query: { isPending: boolean; error: Error | null };
}

/** A list screen's body: spinner, failure, 'no items available', or a page of rows with its pager. */
export function PagedTable<T>({ total, page, onPageChange, query, ...table }: PagedTableProps<T>) {
  const { isPending, error } = query;
  if (isPending) return <LoadingState />;
  // A failed first load has nothing to show; a failed refetch keeps the rows it had, under the alert.
  const failure = error && (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} mb="md">
      {error.message}
    </Alert>
  );
  if (failure && total === 0) return failure;
  const first = (page - 1) * PAGE_SIZE + 1;
  return (
    <>
      {failure}
      <Paper withBorder radius="md">
        {total === 0 ? (
          <EmptyState />
        ) : (
          <>
            <DataTable {...table} />
            <Group justify="space-between" px="md" py="sm" gap="sm">
              <Text size="sm" c="dimmed">
                {first}–{first + table.rows.length - 1} of {total}
              </Text>
              <Pagination
                total={pageCount(total)}
                value={page}
                onChange={onPageChange}
                size="sm"
                getControlProps={(control) => ({ "aria-label": controlLabels[control] })}
              />
            </Group>
          </>
        )}
      </Paper>
    </>
  );
}
