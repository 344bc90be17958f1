import { Button, Group, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useT } from "../lib/i18n";
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

/** Above a list: its search and Export on one line, its filters and Clear under them, wrapping. */
export function ListToolbar({ list, searchLabel, children, exportCsv }: ListToolbarProps) {
  const t = useT();
  return (
    <Stack gap="sm" mb="md">
      <Group justify="space-between" gap="sm">
        <SearchBox label={searchLabel} value={list.view.q ?? ""} onSearch={list.setSearch} />
        <ExportButton exportCsv={exportCsv} />
      </Group>
      {children && (
        <Group align="flex-end" gap="sm">
          {children}
          {list.filtered && (
            <Button variant="subtle" onClick={list.clearFilters}>
              {t("action.clear")}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
