import type { ListOrder } from "@concierge/contract";
import { asc, count, desc, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.js";

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

/**
 * What a list finds, once for its page and its export: the matching rows, filtered and sorted but
 * not paged (a dynamic select, so that a page can be cut from it), how many they are, and how a
 * batch of them is presented (with the database to complete them in, the export's transaction).
 */
export interface Listing<Query extends PgSelect, Item> {
  rows: Query;
  count: () => Promise<number>;
  present: (rows: Awaited<Query>, db: Db) => Item[] | Promise<Item[]>;
}

/** How many rows of `table` meet `where`: a list's `Count`. */
export async function countWhere(db: Db, table: PgTable, where: SQL | undefined) {
  const [total] = await db.select({ count: count() }).from(table).where(where);
  return total?.count ?? 0;
}
