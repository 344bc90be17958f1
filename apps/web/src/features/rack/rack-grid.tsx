import { daysBetween } from "@concierge/contract";
import { VisuallyHidden } from "@mantine/core";
import { type CSSProperties, Fragment, useMemo, useRef } from "react";
import { useT } from "../../lib/i18n";
import type { ColleagueChange } from "./colleague-changes";
import styles from "./rack.module.css";
import type { RackAccess, RackActions } from "./rack-actions";
import { formatDay, formatLongDay, formatWeekday } from "./rack-formats";
import type { RackGroup, RackRow } from "./rack-layout";
import { isWeekend, nightsFrom } from "./rack-nights";
import { RackRowView } from "./rack-row";
import { useRenderMark } from "./render-mark";

/** A night's width: wide enough for a name over a week, narrow enough to see a month. */
export const cellWidth = (days: number) => (days <= 7 ? 104 : days <= 14 ? 68 : 44);
const LANE = 30;
const NONE: ReadonlyMap<string, never> = new Map<string, never>();

/** `stays` for a row holding one of them, else an empty map: the other rows stay as they were drawn. */
const inRow = <V,>(row: RackRow, stays: ReadonlyMap<string, V>): ReadonlyMap<string, V> =>
  row.bars.some((bar) => bar.kind === "stay" && stays.has(bar.stay.BookingId)) ? stays : NONE;

const classes = (...names: unknown[]) => names.filter(Boolean).join(" ");

interface RackGridProps {
  groups: RackGroup[];
  from: string;
  days: number;
  today: string;
  /** The previous window, shown while the next one loads. */
  stale: boolean;
  /** Stays sent to a new place and not yet answered. */
  moving: ReadonlyMap<string, unknown>;
  /** Stays a colleague changed a moment ago. */
  changed: ReadonlyMap<string, ColleagueChange>;
  actions: RackActions;
  access: RackAccess;
}

/** Under a category's rooms: how many are free each night (issue 29, point 5). */
function FreeLine({ category, free, nights }: { category: string; free: number[]; nights: string[] }) {
  const t = useT();
  if (free.length === 0) return null;
  return (
    <div className={classes(styles.line, styles.freeLine)} data-free={category}>
      <div className={styles.freeHead}>{t("rack.free.head")}</div>
      {nights.map((night, index) => {
        const count = free[index] ?? 0;
        const words = t("rack.free.night", { count, category, night: formatLongDay(night) });
        return (
          <div key={night} className={classes(styles.freeCell, count === 0 && styles.full)}>
            <span aria-hidden="true">{count}</span>
            <VisuallyHidden>{words}</VisuallyHidden>
          </div>
        );
      })}
    </div>
  );
}

/** Rooms down the side, nights across, in one scroll box: the header and room column stick. */
export function RackGrid({
  groups,
  from,
  days,
  today,
  stale,
  moving,
  changed,
  actions,
  access,
}: RackGridProps) {
  const grid = useRef<HTMLDivElement>(null);
  const t = useT();
  useRenderMark(grid, groups);
  const cell = cellWidth(days);
  const nights = useMemo(() => nightsFrom(from, days), [from, days]);
  const firstBookable = Math.max(daysBetween(from, today), 0);
  const style = { "--days": days, "--cell": `${cell}px`, "--lane": `${LANE}px` } as CSSProperties;

  return (
    <section className={styles.scroller} aria-label={t("rack.grid")}>
      <div ref={grid} className={classes(styles.grid, stale && styles.stale)} style={style} aria-busy={stale}>
        {nights.map((night, index) => (
          <div
            key={night}
            className={classes(
              styles.column,
              night < today && styles.past,
              night === today && styles.today,
              isWeekend(night) && styles.weekend,
            )}
            style={{ "--index": index } as CSSProperties}
            data-night={night}
          />
        ))}
        <div className={classes(styles.line, styles.header)}>
          <div className={styles.corner}>{t("rack.room")}</div>
          {nights.map((night) => (
            <div
              key={night}
              className={classes(
                styles.dayHead,
                night === today && styles.today,
                isWeekend(night) && styles.weekend,
              )}
              aria-current={night === today ? "date" : undefined}
              title={
                night === today ? t("rack.todayDay", { day: formatLongDay(night) }) : formatLongDay(night)
              }
            >
              <strong>{formatWeekday(night)}</strong>
              <span>{formatDay(night)}</span>
            </div>
          ))}
        </div>
        {groups.map((group) => (
          <Fragment key={group.category}>
            <div className={styles.category}>
              <span className={styles.categoryName}>{group.category}</span>
            </div>
            {group.rows.map((row) => (
              <RackRowView
                key={row.room.Code}
                row={row}
                nights={nights}
                firstBookable={firstBookable}
                cell={cell}
                moving={inRow(row, moving)}
                changed={inRow(row, changed)}
                actions={actions}
                access={access}
              />
            ))}
            <FreeLine category={group.category} free={group.free} nights={nights} />
          </Fragment>
        ))}
      </div>
    </section>
  );
}
