import type { RatePlan } from "@concierge/contract";
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useT } from "../../lib/i18n";
import { formatDay, formatLongDay, formatWeekday, rateWriting } from "./rate-formats";
import type { RateGroup } from "./rate-layout";
import { RateRowView } from "./rate-row";
import { extendTo, isArrow, moveByKey, pickedSpan, type RateSelection, selectNight } from "./rate-selection";
import styles from "./rates.module.css";

// Wide enough for a price in any language ("120.00 US$" in Arabic), as narrow as that allows.
const cellWidth = (days: number) => (days <= 14 ? 84 : 76);
const isWeekend = (night: string) => [0, 6].includes(new Date(`${night}T00:00:00Z`).getUTCDay());

interface RateGridProps {
  groups: RateGroup[];
  nights: readonly string[];
  today: string;
  /** The previous window, shown while the next one loads. */
  stale: boolean;
  /** Whether the user may set prices: derived rows stay read-only anyway. */
  canSet: boolean;
  currency: string;
  plans: readonly RatePlan[];
  selection: RateSelection | undefined;
  onSelect: (selection: RateSelection | undefined) => void;
  /** The picked nights are to be set: the form opens. */
  onOpen: (selection: RateSelection) => void;
}

/**
 * Suites and their plans down the side, nights across, like the rack. Nights of one row are picked
 * by dragging across them, Shift+click, or the arrows (Shift to extend) and Enter.
 */
export function RateGrid({
  groups,
  nights,
  today,
  stale,
  canSet,
  currency,
  plans,
  selection,
  onSelect,
  onOpen,
}: RateGridProps) {
  const t = useT();
  const grid = useRef<HTMLTableElement>(null);
  const dragging = useRef<RateSelection | undefined>(undefined);
  const touched = useRef(false);
  const [keyed, setKeyed] = useState(false);
  // What the cell under the pointer or the focus says of its price, also written under the grid.
  const [hint, setHint] = useState("");
  const rows = useMemo(() => groups.flatMap((group) => group.rows), [groups]);
  const rowKeys = useMemo(() => rows.map((row) => row.key), [rows]);
  const editable = useMemo(
    () => new Set(canSet ? rows.filter((row) => !row.derived).map((row) => row.key) : []),
    [rows, canSet],
  );
  const planOf = useMemo(() => {
    const byId = new Map(plans.map((plan) => [plan.Id, plan]));
    return (id: string) => byId.get(id);
  }, [plans]);
  const writing = useMemo(() => rateWriting(currency), [currency]);
  const current = selection ?? (rows[0] && selectNight(rows[0].key, 0));

  // The keyboard's night takes the focus when an arrow moved it there.
  useEffect(() => {
    if (!keyed || !current) return;
    grid.current
      ?.querySelector<HTMLElement>(`[data-row="${CSS.escape(current.row)}"][data-index="${current.focus}"]`)
      ?.focus();
  }, [keyed, current]);

  // A drag ends wherever the button is let go: its nights are then set.
  useEffect(() => {
    const release = () => {
      const picked = dragging.current;
      dragging.current = undefined;
      if (picked) onOpen(picked);
    };
    window.addEventListener("pointerup", release);
    return () => window.removeEventListener("pointerup", release);
  }, [onOpen]);

  const cellAt = (x: number, y: number) => {
    const element = document.elementFromPoint(x, y)?.closest<HTMLElement>("[data-row]");
    return element ? { row: element.dataset.row ?? "", index: Number(element.dataset.index) } : undefined;
  };

  const press = (event: PointerEvent<HTMLTableElement>) => {
    // A finger scrolls the calendar; a tap (a click, once no scroll took it) opens one night.
    touched.current = event.pointerType === "touch";
    if (event.button !== 0 || touched.current) return;
    const at = cellAt(event.clientX, event.clientY);
    if (!at || !editable.has(at.row)) return;
    event.preventDefault();
    setKeyed(false);
    const picked = event.shiftKey ? extendTo(selection, at.row, at.index) : selectNight(at.row, at.index);
    dragging.current = picked;
    onSelect(picked);
  };

  const tap = (event: MouseEvent<HTMLTableElement>) => {
    const at = cellAt(event.clientX, event.clientY);
    if (!touched.current || !at || !editable.has(at.row)) return;
    const picked = selectNight(at.row, at.index);
    onSelect(picked);
    onOpen(picked);
  };

  const drag = (event: PointerEvent<HTMLTableElement>) => {
    const picked = dragging.current;
    if (!picked) return;
    const at = cellAt(event.clientX, event.clientY);
    if (!at || at.row !== picked.row || at.index === picked.focus) return;
    dragging.current = extendTo(picked, at.row, at.index);
    onSelect(dragging.current);
  };

  const key = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!current) return;
    if (isArrow(event.key)) {
      event.preventDefault();
      const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
      setKeyed(true);
      onSelect(
        moveByKey(current, event.key, { rows: rowKeys, days: nights.length, rtl, extend: event.shiftKey }),
      );
    } else if ((event.key === "Enter" || event.key === " ") && editable.has(current.row)) {
      event.preventDefault();
      onOpen(current);
    } else if (event.key === "Escape" && selection) {
      onSelect(undefined);
    }
  };

  const style = { "--days": nights.length, "--cell": `${cellWidth(nights.length)}px` } as CSSProperties;
  return (
    <>
      <section className={styles.scroller} aria-label={t("rates.grid")}>
        {/* Pointer and keys are read here, once, rather than on each of the thousands of cells. */}
        <table
          ref={grid}
          aria-busy={stale}
          className={`${styles.grid} ${stale ? styles.stale : ""}`}
          style={style}
          onPointerDown={press}
          onPointerMove={drag}
          onClick={tap}
          onKeyDown={key}
          onFocus={(event) => setHint(event.target.title)}
          onMouseOver={(event) =>
            event.target instanceof HTMLElement &&
            setHint(event.target.closest<HTMLElement>("[title]")?.title ?? "")
          }
        >
          <thead className={styles.header}>
            <tr className={styles.line}>
              <th scope="col" className={styles.corner}>
                {t("rates.plan")}
              </th>
              {nights.map((night) => (
                <th
                  key={night}
                  scope="col"
                  className={`${styles.dayHead} ${isWeekend(night) ? styles.weekend : ""}`}
                  aria-current={night === today ? "date" : undefined}
                  title={formatLongDay(night)}
                >
                  <strong>{formatWeekday(night)}</strong>
                  <span>{formatDay(night)}</span>
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.suiteId} className={styles.group}>
              <tr className={styles.category}>
                <th scope="rowgroup" className={styles.categoryName}>
                  {group.category}
                </th>
              </tr>
              {group.rows.map((row) => {
                const span = selection?.row === row.key ? pickedSpan(selection) : undefined;
                return (
                  <RateRowView
                    key={row.key}
                    row={row}
                    nights={nights}
                    today={today}
                    first={span?.first ?? -1}
                    last={span?.last ?? -1}
                    active={current?.row === row.key ? current.focus : -1}
                    editable={editable.has(row.key)}
                    currency={currency}
                    planOf={planOf}
                    writing={writing}
                  />
                );
              })}
            </tbody>
          ))}
        </table>
      </section>
      <p className={styles.hint}>{hint}</p>
    </>
  );
}
