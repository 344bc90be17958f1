import type { ListOrder } from "@concierge/contract";
import { asc, desc, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** Text found anywhere, any case and accent; LIKE's own wildcards in it are plain characters. */
const containing = (text: string) =>
  sql`'%' || search_text(${text.replace(/[\\%_]/g, (character) => `\\${character}`)}) || '%'`;

/**
 * The rows whose `searchable` text (a `search_text(…)` expression that a trigram index of
 * migration 0013 serves) holds `q`; no condition without `q`.
 */
export const finding = (searchable: SQL, q: string | undefined) =>
  q ? sql`${searchable} like ${containing(q)}` : undefined;

/** A text column as people sort it: any case and accent together ("Île" with "ile", before "Marina"). */
export const byText = (column: AnyPgColumn) => sql`search_text(${column})`;

/**
 * The order a list was asked for (`sort`), else its own; the row's id last in the same direction,
 * so that a page never shows a row twice or skips one.
 */
export function orderOf<Field extends string>(
  sort: ListOrder<Field> | undefined,
  sortable: Record<Field, AnyPgColumn | SQL>,
  id: AnyPgColumn,
  fallback: SQL[],
): SQL[] {
  if (!sort) return fallback;
  const direction = sort.descending ? desc : asc;
  return [direction(sortable[sort.field]), direction(id)];
}
