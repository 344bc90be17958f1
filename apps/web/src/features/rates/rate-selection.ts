import { addDays } from "@concierge/contract";

/**
 * Nights picked on one row of the rate calendar: from the night first pressed (`anchor`) to the
 * night the pointer or the keyboard is on (`focus`), either way round. Nights of two rows are
 * never picked together: a setting prices one plan's suite at a time.
 */
export interface RateSelection {
  row: string;
  anchor: number;
  focus: number;
}

/** One night, where a press or a plain arrow key starts. */
export const selectNight = (row: string, index: number): RateSelection => ({
  row,
  anchor: index,
  focus: index,
});

/** Drag or Shift+click to `index`: on the selection's row it extends, on another it starts anew. */
export function extendTo(selection: RateSelection | undefined, row: string, index: number): RateSelection {
  if (!selection || selection.row !== row) return selectNight(row, index);
  return { ...selection, focus: index };
}

/** The first and last picked nights' positions. */
export const pickedSpan = ({ anchor, focus }: RateSelection) => ({
  first: Math.min(anchor, focus),
  last: Math.max(anchor, focus),
});

export const isPicked = (selection: RateSelection | undefined, row: string, index: number) => {
  if (selection?.row !== row) return false;
  const { first, last } = pickedSpan(selection);
  return index >= first && index <= last;
};

/** The setting's range: the first picked night up to, not including, the day after the last. */
export function rangeOf(selection: RateSelection, from: string) {
  const { first, last } = pickedSpan(selection);
  return { From: addDays(from, first), To: addDays(from, last + 1) };
}

export type ArrowKey = "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown";
export const isArrow = (key: string): key is ArrowKey =>
  key === "ArrowLeft" || key === "ArrowRight" || key === "ArrowUp" || key === "ArrowDown";

/**
 * Where an arrow key takes the keyboard's night: across the nights (the way the text runs: left is
 * later in Arabic), down and up the rows at the same night. Shift extends the picked nights along
 * their row; a plain arrow picks the one night it lands on.
 */
export function moveByKey(
  selection: RateSelection,
  key: ArrowKey,
  { rows, days, rtl, extend }: { rows: readonly string[]; days: number; rtl: boolean; extend: boolean },
): RateSelection {
  const clamp = (index: number) => Math.min(Math.max(index, 0), days - 1);
  if (key === "ArrowUp" || key === "ArrowDown") {
    const at = rows.indexOf(selection.row);
    const row = rows[Math.min(Math.max(at + (key === "ArrowDown" ? 1 : -1), 0), rows.length - 1)];
    return row === undefined || row === selection.row ? selection : selectNight(row, selection.focus);
  }
  const forward = (key === "ArrowRight") !== rtl;
  const focus = clamp(selection.focus + (forward ? 1 : -1));
  return extend ? { ...selection, focus } : selectNight(selection.row, focus);
}

/** The `count` nights from `from`, the calendar's columns. */
export const nightsOf = (from: string, count: number) =>
  Array.from({ length: count }, (_, index) => addDays(from, index));
