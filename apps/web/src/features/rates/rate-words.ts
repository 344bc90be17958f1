import type { RateCell, RatePlan, RateSetting } from "@concierge/contract";
import { addDays } from "@concierge/contract";
import type { MessageKey } from "../../lib/i18n";

/** How the words of a cell write days, weekdays, percents and money, in the language spoken. */
export interface RateWriting {
  /** "1–24 Dec": the nights from `first` to `last`, both included. */
  nights: (first: string, last: string) => string;
  /** "Fri": 1 is Monday … 7 Sunday. */
  weekday: (day: number) => string;
  /** "-10%" */
  percent: (value: number) => string;
  /** "+$5.00", "-$5.00" */
  amount: (value: number) => string;
}

export interface Words {
  key: MessageKey;
  values: Record<string, string>;
}

/** "Mon–Wed, Fri": the weekdays in runs; empty when every day (or none, which means every day) is named. */
export function weekdaysInWords(weekdays: readonly number[], weekday: RateWriting["weekday"]): string {
  const days = [...new Set(weekdays)].sort((a, b) => a - b);
  if (days.length === 0 || days.length === 7) return "";
  const runs: number[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) => {
      const first = run[0] ?? 0;
      const last = run.at(-1) ?? first;
      return first === last ? weekday(first) : `${weekday(first)}–${weekday(last)}`;
    })
    .join(", ");
}

/** "set 1–24 Dec, Fri–Sat": the setting's nights (its `To` is the day after the last) and weekdays. */
function settingWords(set: RateSetting, write: RateWriting): Words {
  const nights = write.nights(set.From, addDays(set.To, -1));
  const weekdays = weekdaysInWords(set.Weekdays, write.weekday);
  return weekdays === ""
    ? { key: "rates.source.set", values: { nights } }
    : { key: "rates.source.setOn", values: { nights, weekdays } };
}

/**
 * Where a cell's price comes from, as hovering or focusing it says: a setting of the plan's, the
 * plan it derives from and by how much ("BAR −10 %"), or the suite's own price.
 */
export function sourceWords(
  cell: Pick<RateCell, "RatePlanId" | "Source" | "Set">,
  planOf: (id: string) => RatePlan | undefined,
  write: RateWriting,
): Words {
  if (cell.Source === "derived") {
    const plan = planOf(cell.RatePlanId);
    const parent = plan?.ParentId ? planOf(plan.ParentId) : undefined;
    const change =
      plan?.Percent != null
        ? write.percent(plan.Percent)
        : plan?.Amount != null
          ? write.amount(plan.Amount)
          : "";
    return { key: "rates.source.derived", values: { parent: parent?.Code ?? "", change } };
  }
  if (cell.Source === "set" && cell.Set) return settingWords(cell.Set, write);
  return { key: "rates.source.suite", values: {} };
}
