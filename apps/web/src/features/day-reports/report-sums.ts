import { type DayReport, fromMinorUnits, toMinorUnits } from "@concierge/contract";

/** The sum of amounts in units (2 decimals), added in minor units so that 0.1 + 0.2 is 0.3. */
export const sumOf = (amounts: readonly number[]) =>
  fromMinorUnits(amounts.reduce((sum, amount) => sum + toMinorUnits(amount), 0));

/** The revenue table's total line: amount, net and tax of every item. */
export const revenueTotal = (revenue: DayReport["Revenue"]) => ({
  Amount: sumOf(revenue.map((row) => row.Amount)),
  Net: sumOf(revenue.map((row) => row.Net)),
  Tax: sumOf(revenue.map((row) => row.Tax)),
});

/** A pick-up as the forecast writes it, its sign always shown: "+3", "−2" (a minus sign), "0". */
export const signed = (count: number, format: (value: number) => string) =>
  count > 0 ? `+${format(count)}` : count < 0 ? `\u2212${format(-count)}` : format(0);

/** The pick-up's colour: gained rooms green, lost red, none dimmed. */
export const pickupColor = (count: number) => (count > 0 ? "teal" : count < 0 ? "red" : "dimmed");
