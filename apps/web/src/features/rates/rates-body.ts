import type { RatesBody } from "@concierge/contract";

/** A restriction the form sets, clears, or leaves as each night has it. */
export type Flag = "keep" | "on" | "off";

export interface RatesFormValues {
  From: string;
  To: string;
  /** "1" (Monday) … "7" (Sunday), as the chips hold them. */
  Weekdays: string[];
  /** Empty: the nights keep their prices. */
  Price: number | string;
  /** Back to the suite's own price. */
  SuitePrice: boolean;
  Closed: Flag;
  ClosedToArrival: Flag;
  ClosedToDeparture: Flag;
  /** Empty: kept; 0: none. */
  MinStay: number | string;
  MaxStay: number | string;
}

export const ALL_WEEKDAYS = ["1", "2", "3", "4", "5", "6", "7"];

export const emptyRatesForm = (range: { From: string; To: string }): RatesFormValues => ({
  ...range,
  Weekdays: ALL_WEEKDAYS,
  Price: "",
  SuitePrice: false,
  Closed: "keep",
  ClosedToArrival: "keep",
  ClosedToDeparture: "keep",
  MinStay: "",
  MaxStay: "",
});

const flag = (value: Flag) => (value === "keep" ? undefined : value === "on");
const stay = (value: number | string) =>
  value === "" ? undefined : Number(value) === 0 ? null : Number(value);

/** The PUT rates body of the form: only what it names changes; every weekday is no weekday filter. */
export function ratesBodyOf(values: RatesFormValues, ratePlanId: string, suiteId: string): RatesBody {
  const weekdays = values.Weekdays.map(Number).sort((a, b) => a - b);
  const body: RatesBody = {
    RatePlanId: ratePlanId,
    SuiteIds: [suiteId],
    From: values.From,
    To: values.To,
    Weekdays: weekdays.length === 7 ? undefined : weekdays,
    Price: values.SuitePrice ? null : values.Price === "" ? undefined : Number(values.Price),
    Closed: flag(values.Closed),
    ClosedToArrival: flag(values.ClosedToArrival),
    ClosedToDeparture: flag(values.ClosedToDeparture),
    MinStay: stay(values.MinStay),
    MaxStay: stay(values.MaxStay),
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as RatesBody;
}
