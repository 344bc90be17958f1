import { Group, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp } from "@tabler/icons-react";
import { useT } from "../lib/i18n";

/** A list's order as `sort` says it: `Field` ascending, `-Field` descending, unset the list's own. */
export interface Order {
  sort?: string;
  onSort: (sort: string | undefined) => void;
}

export type Direction = "ascending" | "descending" | undefined;

export const directionOf = (field: string, sort: string | undefined): Direction => {
  if (sort === field) return "ascending";
  if (sort === `-${field}`) return "descending";
  return undefined;
};

/** Ascending, then descending, then the list's own order again. */
const nextSort = (field: string, direction: Direction) => {
  if (direction === undefined) return field;
  if (direction === "ascending") return `-${field}`;
  return undefined;
};

const icons = { ascending: IconArrowUp, descending: IconArrowDown };

/** A column header's button: a click, Enter or Space changes the order by its field. */
export function SortHeader({ header, field, order }: { header: string; field: string; order: Order }) {
  const direction = directionOf(field, order.sort);
  const t = useT();
  const Icon = direction ? icons[direction] : IconArrowsSort;
  return (
    <UnstyledButton
      onClick={() => order.onSort(nextSort(field, direction))}
      fw={700}
      fz="sm"
      style={{ whiteSpace: "nowrap" }}
    >
      <Group gap={4} wrap="nowrap" component="span">
        {header}
        <Icon size={14} stroke={1.8} aria-hidden opacity={direction ? 1 : 0.4} />
        {/* aria-sort on the header says it too; this is read with the button, where focus is. */}
        {direction && <VisuallyHidden>{t(`list.sorted.${direction}`)}</VisuallyHidden>}
      </Group>
    </UnstyledButton>
  );
}
