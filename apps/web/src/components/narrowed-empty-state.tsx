import { Button } from "@mantine/core";
import { IconSearchOff } from "@tabler/icons-react";
import { type Translate, useT } from "../lib/i18n";
import type { ListControls } from "../lib/list-view";
import { EmptyState } from "./empty-state";

/** What was asked in words: 'No bookings match "adèle"', '… with these filters'. */
function askedOf(t: Translate, noun: string, { view, filtered }: ListControls) {
  if (view.q === undefined) return t("state.noMatchFilters", { noun });
  return t(filtered ? "state.noMatchSearchAndFilters" : "state.noMatchSearch", { noun, q: view.q });
}

/** An empty answer to a search or a filter: it says what was asked and how to ask for all again. */
export function NarrowedEmptyState({ noun, list }: { noun: string; list: ListControls }) {
  const t = useT();
  return (
    <EmptyState
      title={askedOf(t, noun, list)}
      icon={<IconSearchOff size={28} stroke={1.5} />}
      actions={
        <>
          {list.view.q !== undefined && (
            <Button variant="light" size="xs" onClick={list.clearSearch}>
              {t("state.clearSearch")}
            </Button>
          )}
          {list.filtered && (
            <Button variant="light" size="xs" onClick={list.clearFilters}>
              {t("state.clearFilters")}
            </Button>
          )}
        </>
      }
    />
  );
}
