import type { RateCell, RatePlan } from "@concierge/contract";
import { memo } from "react";
import { formatMoney } from "../../components/money";
import { type Translate, useT } from "../../lib/i18n";
import { formatLongDay } from "./rate-formats";
import type { RateRow } from "./rate-layout";
import { type RateWriting, sourceWords } from "./rate-words";
import styles from "./rates.module.css";

const classes = (...names: unknown[]) => names.filter(Boolean).join(" ");

/** A cell's restrictions in words, for its name: "closed, minimum 2 nights". */
function restrictionWords(cell: RateCell, t: Translate) {
  return [
    cell.Closed && t("rates.mark.closed"),
    cell.ClosedToArrival && t("rates.mark.closedToArrival"),
    cell.ClosedToDeparture && t("rates.mark.closedToDeparture"),
    cell.MinStay !== null && t("rates.mark.minStay", { count: cell.MinStay }),
    cell.MaxStay !== null && t("rates.mark.maxStay", { count: cell.MaxStay }),
  ].filter((words): words is string => typeof words === "string");
}

interface RateRowViewProps {
  row: RateRow;
  nights: readonly string[];
  today: string;
  /** The picked nights of this row, first and last; -1 when none is. */
  first: number;
  last: number;
  /** The night the keyboard is on in this row; -1 when it is elsewhere. */
  active: number;
  /** Whether this row's nights can be set: a manager's, and not a derived plan's. */
  editable: boolean;
  currency: string;
  planOf: (id: string) => RatePlan | undefined;
  writing: RateWriting;
}

/** One plan of one suite: its name, then a cell a night with the price and small marks. */
export const RateRowView = memo(function RateRowView({
  row,
  nights,
  today,
  first,
  last,
  active,
  editable,
  currency,
  planOf,
  writing,
}: RateRowViewProps) {
  const t = useT();
  return (
    <tr className={classes(styles.line, styles.row, row.derived && styles.derived)}>
      <th scope="row" className={styles.rowHead} title={row.plan.Name}>
        <span className={styles.planCode}>{row.plan.Code}</span>
        {row.derived && <span className={styles.followsTag}>{t("rates.follows")}</span>}
      </th>
      {nights.map((night, index) => {
        const cell = row.cells[index];
        const picked = index >= first && index <= last && first >= 0;
        if (!cell) return <td key={night} className={styles.cell} />;
        const { key, values } = sourceWords(cell, planOf, writing);
        const source = t(key, values);
        const price = formatMoney(cell.Price, currency);
        const marks = restrictionWords(cell, t);
        return (
          <td
            key={night}
            className={classes(
              styles.cell,
              picked && styles.picked,
              cell.Closed && styles.closed,
              night < today && styles.past,
              night === today && styles.today,
            )}
          >
            {/* One tab stop in the whole calendar: the arrows move between the nights. */}
            <button
              type="button"
              tabIndex={index === active ? 0 : -1}
              data-row={row.key}
              data-index={index}
              aria-pressed={picked}
              aria-disabled={!editable}
              aria-label={t("rates.cell", {
                plan: row.plan.Code,
                category: row.category,
                night: formatLongDay(night),
                price: [price, ...marks].join(", "),
                source: row.derived ? `${source}, ${t("rates.readOnlyRow")}` : source,
              })}
              title={source}
              className={styles.night}
            >
              <span className={styles.price}>{price}</span>
              <span className={styles.marks} aria-hidden="true">
                {cell.Closed && <span>✕</span>}
                {cell.ClosedToArrival && <span>⇥</span>}
                {cell.ClosedToDeparture && <span>⇤</span>}
                {cell.MinStay !== null && <span>{cell.MinStay}+</span>}
                {cell.MaxStay !== null && <span>≤{cell.MaxStay}</span>}
              </span>
            </button>
          </td>
        );
      })}
    </tr>
  );
});
