import { addDays, daysBetween } from "@concierge/contract";
import { type CSSProperties, memo } from "react";
import { useLanguage } from "../../lib/i18n";
import styles from "./rack.module.css";
import type { RackActions } from "./rack-actions";
import { statusClass, stayName } from "./rack-labels";
import type { StayBar } from "./rack-layout";
import { formatDay } from "./rack-nights";
import { useBarDrag } from "./use-bar-drag";

interface StayBarViewProps {
  bar: StayBar;
  cell: number;
  /** Sent and not yet answered: it shows its new place, and waits. */
  moving: boolean;
  actions: RackActions;
}

const barClass = (bar: StayBar, ...more: unknown[]) =>
  [
    styles.bar,
    statusClass(bar.stay.Status),
    bar.clippedStart && styles.clippedStart,
    bar.clippedEnd && styles.clippedEnd,
    ...more,
  ]
    .filter(Boolean)
    .join(" ");

/** A stay across its nights, a button: a click (Enter, Space) opens it; dragged, it moves or stretches. */
export const StayBarView = memo(function StayBarView({ bar, cell, moving, actions }: StayBarViewProps) {
  const { stay } = bar;
  // Memoised: its name and days are worded in the language spoken, which it follows itself.
  useLanguage();
  const name = stayName(stay, bar.arrival, bar.departure);
  const movable = (stay.Status === "reserved" || stay.Status === "in-house") && !moving;
  const { dragging, handlers, endsDrag } = useBarDrag(movable, !bar.clippedEnd, cell, (drop) =>
    actions.dropStay(bar, drop),
  );
  // Stretched, the stay keeps at least one night.
  const shortest = daysBetween(bar.departure, addDays(bar.arrival, 1));
  const stretch = dragging?.mode === "stretch" ? Math.max(Math.round(dragging.dx / cell), shortest) : 0;
  const style = {
    "--start": bar.start,
    "--span": Math.max(bar.span + stretch, 1),
    "--lane-index": bar.lane,
    transform: dragging?.mode === "move" ? `translateY(${dragging.dy}px)` : undefined,
  } as CSSProperties;

  return (
    <button
      type="button"
      aria-label={name}
      aria-busy={moving || undefined}
      title={name}
      className={barClass(bar, dragging && styles.dragging, moving && styles.moving)}
      data-mode={dragging?.mode}
      data-stretchable={(movable && !bar.clippedEnd) || undefined}
      style={style}
      {...handlers}
      onClick={() => endsDrag() || actions.openStay(stay)}
    >
      {stretch === 0 ? stay.Guest : `${stay.Guest} → ${formatDay(addDays(bar.departure, stretch))}`}
    </button>
  );
});
