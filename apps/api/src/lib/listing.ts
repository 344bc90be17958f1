import type { ListOrder } from "@concierge/contract";
import { and, asc, count, desc, type Placeholder, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AnyPgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.js";

/** What a person typed, with LIKE's own wildcards in it as plain characters. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The rows whose `searchable` text (a `search_text(…)` expression that a trigram index of
 * migration 0013 serves) holds `escaped` anywhere, any case and accent: a value of `likeEscaped`,
 * or the placeholder of a query built once.
 */
export const holding = (searchable: SQL, escaped: SQLWrapper | string) =>
  sql`${searchable} like '%' || search_text(${escaped}) || '%'`;

/** The rows whose `searchable` text holds `q`; no condition without `q`. */
export const finding = (searchable: SQL, q: string | undefined) =>
  q ? holding(searchable, likeEscaped(q)) : undefined;

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
  /** A page of `rows` cut otherwise than by their OFFSET (see `pagedRows`). */
  page?: (limit: number, offset: number) => Query;
  /**
   * A page and the list's count in one statement, where the listing can; the count is undefined
   * when the page is empty (no row to carry it): then `count` tells.
   */
  counted?: (limit: number, offset: number) => Promise<{ rows: Awaited<Query>; count: number | undefined }>;
  count: () => Promise<number>;
  present: (rows: Awaited<Query>, db: Db) => Item[] | Promise<Item[]>;
  /**
   * The export's own columns, where a file a person reads differs from the page (times on the
   * branch's clock, columns added at the end); else the page's items' fields.
   */
  exported?: {
    fields: readonly string[];
    present: (rows: Awaited<Query>, db: Db) => Record<string, unknown>[] | Promise<Record<string, unknown>[]>;
  };
}

/** How many rows of `table` meet `where`: a list's `Count`. */
export async function countWhere(db: Db, table: PgTable, where: SQL | undefined) {
  const [total] = await db.select({ count: count() }).from(table).where(where);
  return total?.count ?? 0;
}

/**
 * A table's list (`select`: its select of the rows meeting a condition, in `order`; `joined`, the
 * tables its condition or its order read beside `table`): all of it for the export, and a page of
 * it by a deferred join. The page's keys come first, cut by OFFSET from the keys alone, which an
 * index holding the filter's and the order's columns gives without a row (an index-only scan);
 * then the rows of those keys. OFFSET 10,000 skips 10,000 index entries
 * rather than reading and building 10,000 rows, and page 1000 costs close to page 1.
 */
export function pagedRows<Query extends PgSelect>(
  db: Db,
  table: PgTable & { domainId: AnyPgColumn; id: AnyPgColumn },
  where: SQL,
  order: SQL[],
  select: (condition: SQL) => Query,
  joined: (keys: PgSelect) => PgSelect = (keys) => keys,
) {
  return {
    rows: select(where),
    page: (limit: number | Placeholder, offset: number | Placeholder) => {
      const keys = joined(db.select({ domainId: table.domainId, id: table.id }).from(table).$dynamic())
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      return select(and(where, sql`(${table.domainId}, ${table.id}) in ${keys}`) as SQL);
    },
  };
}
