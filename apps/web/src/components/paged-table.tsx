import { Group, Pagination, Paper, Select, Text } from "@mantine/core";
import { useT } from "../lib/i18n";
import type { ListControls } from "../lib/list-view";
import { PAGE_SIZES } from "../lib/list-view";
import { useKeepPageInRange } from "../lib/page-in-range";
import { pageCount } from "../lib/paging";
import { DataTable, type DataTableProps } from "./data-table";
import { EmptyState } from "./empty-state";
import { LoadFailure, type RetryableQuery } from "./load-failure";
import { LoadingState } from "./loading-state";
import { NarrowedEmptyState } from "./narrowed-empty-state";

const controlLabels = {
  first: "list.firstPage",
  previous: "list.previousPage",
  next: "list.nextPage",
  last: "list.lastPage",
} as const;

interface PagedTableProps<T> extends Omit<DataTableProps<T>, "order"> {
  /** The rows of this page only. */
  rows: readonly T[];
  /** Rows over all pages of the view. */
  total: number;
  /** The server counted up to `total` and stopped (a wide search): said as "1,000+". */
  capped?: boolean;
  /** The view in the URL: its page, size and order, and what narrows it. */
  list: ListControls;
  /** The rows' plural, lower case, for the empty answer to a search: 'No bookings match …'. */
  noun: string;
  /** The list's query: its spinner while pending, its failure in words with Retry; a placeholder's Count is not trusted. */
  query: RetryableQuery & { isPending: boolean; isPlaceholderData?: boolean };
}

const capitalised = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

/** A list screen's body: spinner, failure, an empty answer, or a page of rows with its pager. */
export function PagedTable<T>({ total, capped, list, noun, query, ...table }: PagedTableProps<T>) {
  const { isPending, error } = query;
  const t = useT();
  const page = useKeepPageInRange(list, isPending || query.isPlaceholderData ? undefined : total);
  // Offline, the query fails rather than waits (see query-client.ts): the spinner never stays.
  if (isPending) return <LoadingState />;
  // A failed first load has nothing to show; a failed refetch keeps the rows it had, under the alert.
  const failure = error && <LoadFailure query={{ ...query, error }} what={capitalised(noun)} />;
  if (failure && total === 0) return failure;
  const { size, sort } = list.view;
  const first = (page - 1) * size + 1;
  const empty = list.narrowed ? <NarrowedEmptyState noun={noun} list={list} /> : <EmptyState />;
  return (
    <>
      {failure}
      <Paper withBorder radius="md">
        {total === 0 ? (
          empty
        ) : (
          <>
            <DataTable {...table} order={{ sort, onSort: list.setSort }} />
            <Group justify="space-between" px="md" py="sm" gap="sm">
              <Group gap="sm">
                <Text size="sm" c="dimmed">
                  {t(capped ? "list.rangeAtLeast" : "list.range", {
                    first,
                    last: first + table.rows.length - 1,
                    total,
                  })}
                </Text>
                <Select
                  aria-label={t("list.rowsPerPage")}
                  data={PAGE_SIZES.map((choice) => ({
                    value: String(choice),
                    label: t("list.perPage", { count: choice }),
                  }))}
                  value={String(size)}
                  onChange={(picked) => picked && list.setSize(Number(picked))}
                  allowDeselect={false}
                  size="xs"
                  w={130}
                />
              </Group>
              <Pagination
                total={pageCount(total, size)}
                value={page}
                onChange={list.setPage}
                size="sm"
                getControlProps={(control) => ({ "aria-label": t(controlLabels[control]) })}
              />
            </Group>
          </>
        )}
      </Paper>
    </>
  );
}
