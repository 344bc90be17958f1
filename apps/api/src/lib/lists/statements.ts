import type { Call, ListOrder } from "@concierge/contract";
import { and, asc, Column, count, desc, getTableName, is, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { asParams, asPlaceholders, builtByShape, givenOf } from "../built-once.js";
import type { BoundValues, Columns, CountQuery, ListDeclaration, Options, RowOf } from "./declare.js";
import { holding } from "./search.js";

/** What a call asks of a list's statements: its values (`q` escaped), options and order. */
interface Shape<Values, Opts> {
  values: Values & { q?: string };
  options: Opts;
  sort: ListOrder<string> | undefined;
}

type PageRow<Cols extends Columns> = RowOf<Cols> & { listCount: number | null };
type CountRow = { count: number };

const asIs = (query: PgSelect) => query;

/**
 * A list's statements. A page carries the list's count on each row (one round trip), its SQL text
 * built once per shape: the text is the same for every domain and every search, and building it
 * was a fifth of a call's CPU. A page after the first is cut by a deferred join: its keys first,
 * cut by OFFSET from an index alone, then the rows of those keys, so that page 1000 costs close to
 * page 1. The export reads every row, its statement built for the call.
 */
export function listStatements<
  C extends Call,
  Cols extends Columns,
  Values extends object,
  Opts extends Options,
>(list: ListDeclaration<C, Cols, Values, Opts, unknown>) {
  const { table, columns, read = asIs, shown = asIs } = list;
  const keyColumns = table.domainId ? [table.domainId, table.id] : [table.id];

  type Bind = BoundValues<Values>;
  /** The rows the call finds: in its domain, by `q`, through its filters. */
  const foundBy = (v: Bind, options: Opts) => {
    const found = v.q && (list.found?.(v.q, options) ?? holding(list.search, v.q));
    const alsoFound = v.q && list.alsoFound?.(v.q);
    return and(
      list.scope(v),
      alsoFound ? sql`(${found} or ${alsoFound})` : found,
      ...(list.filters?.(v, options) ?? []),
    );
  };
  const keysOf = (db: Db, condition: SQL | undefined) =>
    read(
      db
        .select(Object.fromEntries(keyColumns.map((key, at) => [`key${at}`, key])))
        .from(table)
        .$dynamic(),
    ).where(condition);
  const searchCapped = (v: Bind) => Boolean(v.q && list.searchMax);
  /** What the page orders and the count counts: with a search capped, the first rows it finds. */
  const conditionOf = (db: Db, v: Bind, options: Opts) => {
    const found = foundBy(v, options);
    if (!searchCapped(v)) return found;
    const first = keysOf(db, found).limit(list.searchMax as number);
    return and(list.scope(v), sql`(${sql.join(keyColumns, sql`, `)}) in ${first}`);
  };
  const orderOf = (sort: ListOrder<string> | undefined, searched: boolean): SQL[] => {
    const by = sort && (list.sorts as Record<string, AnyPgColumn | SQL>)[sort.field];
    if (!sort || !by) return (searched && list.searchedOrder) || list.order;
    const direction = sort.descending ? desc : asc;
    // The row's id last in the same direction: a page never shows a row twice nor skips one.
    return [direction(by), direction(table.id)];
  };
  const countOf = (db: Db, v: Bind, options: Opts, condition: SQL | undefined) => {
    const own = list.count?.(db, v, options);
    if (own) return own;
    if (searchCapped(v)) {
      const first = keysOf(db, foundBy(v, options))
        .limit(list.searchMax as number)
        .as("found");
      return db.select({ count: count() }).from(first) as unknown as CountQuery;
    }
    return read(db.select({ count: count() }).from(table).$dynamic()).where(
      condition,
    ) as unknown as CountQuery;
  };
  const rowsOf = (db: Db, selected: Columns, condition: SQL | undefined, order: SQL[]) =>
    shown(read(db.select(selected).from(table).$dynamic()))
      .where(condition)
      .orderBy(...order);

  /**
   * A capped search's page: the first rows found, read once with their columns, then counted
   * (a window over them) and ordered, outside under the table's own name so that the columns and
   * the order (which must read only the list's columns) name them as they name the table's.
   */
  const cappedPage = (db: Db, v: Bind, options: Opts, order: SQL[]) => {
    const listed: Columns = columns;
    const first = shown(read(db.select(listed).from(table).$dynamic()))
      .where(foundBy(v, options))
      .limit(list.searchMax as number);
    const listCount = sql<number | null>`count(*) over ()`.mapWith(Number);
    // As SQL, which Drizzle lets name a table its query does not hold (the subquery holds it).
    const named = Object.fromEntries(
      Object.entries(listed).map(([key, column]) => [
        key,
        is(column, Column) ? sql`${column}`.mapWith(column) : column,
      ]),
    );
    return db
      .select({ ...named, listCount })
      .from(sql`(${first}) as ${sql.identifier(getTableName(table))}`)
      .orderBy(...order)
      .$dynamic();
  };

  const page = builtByShape(
    ({ values, options, sort, deep }: Shape<Values, Opts> & { deep: boolean }) =>
      [givenOf(values), JSON.stringify(options), sort?.field, sort?.descending, deep].join("|"),
    (db, { values, options, sort, deep }) => {
      const v = asPlaceholders(values) as Bind;
      const order = orderOf(sort, values.q !== undefined);
      const [limit, offset] = [sql.placeholder("limit"), sql.placeholder("offset")];
      if (searchCapped(v)) return cappedPage(db, v, options, order).limit(limit).offset(offset);
      const condition = conditionOf(db, v, options);
      const listCount = sql<number | null>`${countOf(db, v, options, condition)}`.mapWith(Number);
      const selected = { ...columns, listCount };
      if (!deep) return rowsOf(db, selected, condition, order).limit(limit).offset(offset);
      const keys = keysOf(db, condition)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      return rowsOf(db, selected, and(condition, sql`(${sql.join(keyColumns, sql`, `)}) in ${keys}`), order);
    },
  );
  const counted = builtByShape(
    ({ values, options }: Shape<Values, Opts>) => [givenOf(values), JSON.stringify(options)].join("|"),
    (db, { values, options }) => {
      const v = asPlaceholders(values) as Bind;
      return countOf(db, v, options, conditionOf(db, v, options));
    },
  );

  return {
    /** A page and the list's count. */
    async page(db: Db, shape: Shape<Values, Opts>, limit: number, offset: number) {
      const statement = page(db, { ...shape, deep: offset > 0 });
      const rows = (await statement.execute({ ...shape.values, limit, offset })) as PageRow<Cols>[];
      // An empty page has no row to carry the count.
      const counting = async () => ((await counted(db, shape).execute(shape.values)) as CountRow[])[0]?.count;
      const count = rows[0]?.listCount ?? (await counting()) ?? 0;
      return { rows, count };
    },
    /** Every matching row, in order: the export's. */
    rows(db: Db, { values, options, sort }: Shape<Values, Opts>) {
      return rowsOf(
        db,
        columns,
        conditionOf(db, asParams(values) as Bind, options),
        orderOf(sort, values.q !== undefined),
      );
    },
  };
}
