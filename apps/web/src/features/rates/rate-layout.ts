import { daysBetween, type RateCalendar, type RateCell, type RatePlan } from "@concierge/contract";

/** One plan of one suite across the nights shown; a derived plan's row follows its parent, read-only. */
export interface RateRow {
  key: string;
  plan: RatePlan;
  suiteId: string;
  category: string;
  derived: boolean;
  /** By night, from the calendar's first; undefined where the answer holds none. */
  cells: (RateCell | undefined)[];
}

export interface RateGroup {
  suiteId: string;
  category: string;
  rows: RateRow[];
}

export const rowKey = (planId: string, suiteId: string) => `${planId}:${suiteId}`;

/** Base plans first, BAR the first of them, each followed by the plans derived from it. */
export function plansInOrder(plans: readonly RatePlan[]): RatePlan[] {
  const codeOf = new Map(plans.map((plan) => [plan.Id, plan.Code]));
  const family = (plan: RatePlan) => codeOf.get(plan.ParentId ?? plan.Id) ?? plan.Code;
  const rank = (code: string) => (code === "BAR" ? "" : code);
  return [...plans].sort(
    (a, b) =>
      rank(family(a)).localeCompare(rank(family(b))) ||
      Number(a.ParentId !== null) - Number(b.ParentId !== null) ||
      a.Code.localeCompare(b.Code),
  );
}

/**
 * The calendar's rows: one group per suite (by its category's name), in it one row per plan that
 * has cells for that suite.
 */
export function layoutRates(calendar: RateCalendar, categoryOf: (suiteId: string) => string): RateGroup[] {
  const byRow = new Map<string, (RateCell | undefined)[]>();
  const suites = new Set<string>();
  for (const cell of calendar.Cells) {
    suites.add(cell.SuiteId);
    const key = rowKey(cell.RatePlanId, cell.SuiteId);
    let cells = byRow.get(key);
    if (!cells) {
      cells = Array.from({ length: calendar.Days }, () => undefined);
      byRow.set(key, cells);
    }
    const index = daysBetween(calendar.From, cell.Night);
    if (index >= 0 && index < calendar.Days) cells[index] = cell;
  }
  const plans = plansInOrder(calendar.Plans);
  return [...suites]
    .map((suiteId) => ({ suiteId, category: categoryOf(suiteId) }))
    .sort((a, b) => a.category.localeCompare(b.category))
    .map(({ suiteId, category }) => ({
      suiteId,
      category,
      rows: plans.flatMap((plan) => {
        const key = rowKey(plan.Id, suiteId);
        const cells = byRow.get(key);
        return cells ? [{ key, plan, suiteId, category, derived: plan.ParentId !== null, cells }] : [];
      }),
    }));
}
