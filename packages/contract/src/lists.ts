import { z } from "zod";
import { isId } from "./ids.js";
import { canonicalTimeZone, DEFAULT_TIME_ZONE, isDay } from "./zones-and-money.js";

/** CONTRACT, "Lists: search, sort, filter, export": the query parameters every paged list takes. */
export const SEARCH_MAX = 100;

export const ListMessage = {
  q: `q must be at most ${SEARCH_MAX} characters`,
  sort: (fields: readonly string[]) => `sort must be one of ${fields.join(", ")}`,
  day: (parameter: string) => `${parameter} must be a date YYYY-MM-DD`,
  toBeforeFrom: "to must not be before from",
  oneOf: (parameter: string, values: readonly string[]) =>
    `${parameter} must be a comma-separated list of ${values.join(", ")}`,
  text: (parameter: string) => `${parameter} must be at most ${SEARCH_MAX} characters`,
  id: (parameter: string) => `${parameter} must be an id`,
  yesNo: (parameter: string) => `${parameter} must be true or false`,
  amount: (parameter: string) => `${parameter} must be an amount from 0`,
  priceRange: "maxPrice must not be below minPrice",
  timeZone: (parameter: string) => `${parameter} must be an IANA time zone such as Europe/London`,
} as const;

/** `q`: text to find anywhere in the columns a person would type, any case and accent. */
export const searchParam = z
  .string({ error: ListMessage.q })
  .trim()
  .max(SEARCH_MAX, ListMessage.q)
  .optional()
  .transform((text) => text || undefined);

/** An order asked by `sort=Field` or `sort=-Field` (descending). */
export interface ListOrder<Field extends string> {
  field: Field;
  descending: boolean;
}

/** `sort`: one of `fields`, `-` before it for descending. */
export function sortParam<const Field extends string>(fields: readonly Field[]) {
  const message = ListMessage.sort(fields);
  return z
    .string({ error: message })
    .trim()
    .refine((value) => fields.includes(value.replace(/^-/, "") as Field), message)
    .transform(
      (value): ListOrder<Field> => ({
        field: value.replace(/^-/, "") as Field,
        descending: value.startsWith("-"),
      }),
    )
    .optional();
}

/** A day filter `YYYY-MM-DD`. */
export const dayParam = (parameter: string) =>
  z
    .string({ error: ListMessage.day(parameter) })
    .trim()
    .refine(isDay, ListMessage.day(parameter))
    .optional();

/** A comma-separated choice among `values`, such as `status=reserved,in-house`. */
export function choicesParam<const Value extends string>(parameter: string, values: readonly Value[]) {
  const message = ListMessage.oneOf(parameter, values);
  return z
    .string({ error: message })
    .transform((list) => list.split(",").map((value) => value.trim()))
    .refine(
      (chosen) => chosen.length > 0 && chosen.every((value) => values.includes(value as Value)),
      message,
    )
    .transform((chosen) => [...new Set(chosen)] as Value[])
    .optional();
}

/** A filter by a name typed or chosen, such as `category=Deluxe`. */
export const textParam = (parameter: string) =>
  z
    .string({ error: ListMessage.text(parameter) })
    .trim()
    .max(SEARCH_MAX, ListMessage.text(parameter))
    .optional()
    .transform((text) => text || undefined);

/** A filter by a row's id, such as `roleId=…`. */
export const idParam = (parameter: string) =>
  z
    .string({ error: ListMessage.id(parameter) })
    .trim()
    .refine(isId, ListMessage.id(parameter))
    .transform((id) => id.toLowerCase())
    .optional();

/** A yes-or-no filter, `true` or `false`. */
export const yesNoParam = (parameter: string) =>
  z
    .enum(["true", "false"], { error: ListMessage.yesNo(parameter) })
    .transform((value) => value === "true")
    .optional();

/** An amount of money, at least 0 with at most 2 decimals, such as `minPrice=80.50`. */
export const amountParam = (parameter: string) =>
  z
    .string({ error: ListMessage.amount(parameter) })
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, ListMessage.amount(parameter))
    .transform(Number)
    .optional();

/** The zone a list's days are counted in (the console sends the browser's), UTC when absent. */
export const timeZoneParam = (parameter: string) =>
  z
    .string({ error: ListMessage.timeZone(parameter) })
    .trim()
    .max(64, ListMessage.timeZone(parameter))
    .refine((name) => canonicalTimeZone(name) !== undefined, ListMessage.timeZone(parameter))
    .transform((name) => canonicalTimeZone(name) ?? name)
    .default(DEFAULT_TIME_ZONE);

/** `Accept` of a list's export: every matching row as CSV instead of one page as JSON. */
export const CSV_MEDIA_TYPE = "text/csv";

/** A paged list call: a GET whose path ends with its page and page size. */
export const isPagedList = (call: { method: string; path: string }) =>
  call.method === "GET" && /\/:page\/:(pageSize|size)$/.test(call.path);

/** The export's file name, `bookings-2026-11-24.csv`: the list's name and the day (UTC) it was made. */
export const csvFileName = (list: string, at: Date) => `${list}-${at.toISOString().slice(0, 10)}.csv`;
