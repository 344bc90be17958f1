import { Button, Group } from "@mantine/core";
import type { ReactNode } from "react";
import type { ListControls } from "../lib/list-view";
import { ExportButton } from "./export-button";
import { SearchBox } from "./search-box";

interface ListToolbarProps {
  list: ListControls;
  /** What the search box finds by: "Search guest, phone, email, ID or room". */
  searchLabel: string;
  /** The list's filters, each a labelled input. */
  children?: ReactNode;
  /** Downloads the view as CSV. */
  exportCsv: () => Promise<unknown>;
}

/** Above a list: its search and filters (wrapping on narrow screens), Clear, and Export. */
export function ListToolbar({ list, searchLabel, children, exportCsv }: ListToolbarProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="md">
      <Group align="flex-end" gap="sm">
        <SearchBox label={searchLabel} value={list.view.q ?? ""} onSearch={list.setSearch} />
        {children}
        {list.filtered && (
          <Button variant="subtle" onClick={list.clearFilters}>
            Clear
          </Button>
        )}
      </Group>
      <ExportButton exportCsv={exportCsv} />
    </Group>
  );
}
