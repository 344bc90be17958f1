import { Button } from "@mantine/core";
import { IconSearchOff } from "@tabler/icons-react";
import type { ListControls } from "../lib/list-view";
import { EmptyState } from "./empty-state";

/** What was asked in words: 'No bookings match "adèle"', '… with these filters'. */
function askedOf(noun: string, { view, filtered }: ListControls) {
  if (view.q === undefined) return `No ${noun} match these filters`;
  return `No ${noun} match "${view.q}"${filtered ? " with these filters" : ""}`;
}

/** An empty answer to a search or a filter: it says what was asked and how to ask for all again. */
export function NarrowedEmptyState({ noun, list }: { noun: string; list: ListControls }) {
  return (
    <EmptyState
      title={askedOf(noun, list)}
      icon={<IconSearchOff size={28} stroke={1.5} />}
      actions={
        <>
          {list.view.q !== undefined && (
            <Button variant="light" size="xs" onClick={list.clearSearch}>
              Clear search
            </Button>
          )}
          {list.filtered && (
            <Button variant="light" size="xs" onClick={list.clearFilters}>
              Clear filters
            </Button>
          )}
        </>
      }
    />
  );
}
