import { addDays, daysBetween, statusAllows } from "@concierge/contract";
import { IconNote } from "@tabler/icons-react";
import { type CSSProperties, type KeyboardEvent, memo, useLayoutEffect, useRef } from "react";
import { useLanguage, useT } from "../../lib/i18n";
import type { ColleagueChange } from "./colleague-changes";
import styles from "./rack.module.css";
import type { RackActions } from "./rack-actions";
import { formatDay } from "./rack-formats";
import { statusClass, stayName } from "./rack-labels";
import { barStep, guestLabel, type StayBar } from "./rack-layout";
import { isRtl, useBarDrag } from "./use-bar-drag";
import { useGlide } from "./use-glide";

interface StayBarViewProps {
  bar: StayBar;
  cell: number;
  /** Sent and not yet answered: it shows its new place, and waits. */
  moving: boolean;
  actions: RackActions;
  /** Whether the user may move it (drag); it opens anyway. */
  movable: boolean;
  /** Changed by a colleague a moment ago: it glides to its new place and wears their initials. */
  change?: ColleagueChange;
}

/** A bar's margins and padding: what is left of its nights for the guest's name. */
const BAR_INSETS = 4 + 16;
/** The note's icon and its gap, before the name on the bar of a stay with a note. */
const NOTE_ICON = 12 + 3;

// A bar moved from the keyboard to another room is drawn anew in that room's row: the stay whose
// bar had the keyboard takes it again there.
let keyboardOn: string | undefined;

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

/**
 * A stay across its nights, a button: a click (Enter, Space) opens it; dragged, it moves or
 * stretches; its arrow keys move it a room up or down, or its departure a night.
 */
export const StayBarView = memo(function StayBarView({
  bar,
  cell,
  moving,
  actions,
  movable: mayMove,
  change,
}: StayBarViewProps) {
  const { stay } = bar;
  const self = useRef<HTMLButtonElement>(null);
  // Memoised: its name and days are worded in the language spoken, which it follows itself.
  useLanguage();
  const t = useT();
  const stayWords = stayName(stay, bar.arrival, bar.departure);
  const name = change ? `${stayWords}, ${t("rack.changedBy", { name: change.actor })}` : stayWords;
  const movable = mayMove && statusAllows("move", stay.Status) && !moving;
  const { dragging, handlers, endsDrag } = useBarDrag(movable, !bar.clippedEnd, cell, (drop) =>
    actions.dropStay(bar, drop),
  );
  useGlide(self, change, Boolean(dragging));
  useLayoutEffect(() => {
    if (keyboardOn === stay.BookingId && document.activeElement === document.body) self.current?.focus();
  }, [stay.BookingId]);
  // Stretched, the stay keeps at least one night.
  const shortest = daysBetween(bar.departure, addDays(bar.arrival, 1));
  const stretch = dragging?.mode === "stretch" ? Math.max(dragging.nights, shortest) : 0;
  const span = Math.max(bar.span + stretch, 1);
  const style = {
    "--start": bar.start,
    "--span": span,
    "--lane-index": bar.lane,
    transform: dragging?.mode === "move" ? `translateY(${dragging.dy}px)` : undefined,
  } as CSSProperties;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!movable || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const step = barStep(event.key, isRtl(event.currentTarget));
    if (!step) return;
    event.preventDefault();
    keyboardOn = stay.BookingId;
    actions.dropStay(bar, step);
  };

  return (
    <button
      ref={self}
      type="button"
      aria-label={name}
      aria-busy={moving || undefined}
      aria-keyshortcuts={movable ? "ArrowUp ArrowDown ArrowLeft ArrowRight" : undefined}
      title={name}
      className={barClass(bar, dragging && styles.dragging, moving && styles.moving)}
      data-stay={stay.BookingId}
      data-mode={dragging?.mode}
      data-stretchable={(movable && !bar.clippedEnd) || undefined}
      style={style}
      {...handlers}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (event.relatedTarget) keyboardOn = undefined;
      }}
      onClick={() => endsDrag() || actions.openStay(stay)}
    >
      {stay.Notes !== "" && <IconNote size={12} aria-hidden className={styles.noteIcon} />}
      {stretch === 0
        ? guestLabel(stay.Guest, span * cell - BAR_INSETS - (stay.Notes === "" ? 0 : NOTE_ICON))
        : `${stay.Guest} → ${formatDay(addDays(bar.departure, stretch))}`}
      {change && (
        <span className={styles.colleague} aria-hidden>
          {change.initials}
        </span>
      )}
    </button>
  );
});
