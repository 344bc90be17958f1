import type { Call, CallParsed, ListOrder } from "@concierge/contract";
import type { SQL, SQLWrapper } from "drizzle-orm";
import type { AnyPgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import type { Bound, FlatSelect } from "../built-once.js";
import type { CallRequest } from "../serve.js";

type Page<C extends Call> = z.input<C["answer"]>;
/** An item of a list's answer, `{ Count, Bookings: [item, …] }`. */
type ItemOf<C extends Call> = Page<C>[Exclude<keyof Page<C>, "Count">] extends readonly (infer Item)[]
  ? Item
  : never;
/** The fields a list may be sorted by, from its call's `sort` parameter. */
type SortOf<C extends Call> =
  NonNullable<CallParsed<C>["query"]> extends { sort?: ListOrder<infer Field> } ? Field : never;

/** A page's columns: a flat select of columns and expressions. */
export type Columns = Record<string, AnyPgColumn | SQL | SQL.Aliased>;
export type RowOf<Cols extends Columns> = SelectResultFields<Cols>;
/** Choices that change a list's statement (the in-house list, archived suites) rather than its values. */
export type Options = Record<string, boolean | string | undefined>;
/** A table and the tables joined to it, as a select reads them. */
type Joined = (query: PgSelect) => PgSelect;

/** What one call asks of a list once its refusals are past. */
interface Asked<Values extends object, Opts extends Options, Context> {
  /** Bound as placeholders: one statement per shape (which are given) serves every value. */
  values: Values;
  options?: Opts;
  /** What the presenter needs beside the rows (the domain, the branch, the image store). */
  context?: Context;
}

/** An export whose columns differ from the page's items (times on the branch's clock, added columns). */
interface Exported<Row> {
  fields: readonly string[];
  present: (rows: Row[], db: Db) => Record<string, unknown>[] | Promise<Record<string, unknown>[]>;
}

/**
 * A paged list, declared once (CONTRACT, "Lists: search, sort, filter, export") and served by
 * `serveList`: its page and count in one statement built once per shape, deeper pages by a
 * deferred join, its export from a cursor.
 */
export interface ListDeclaration<
  C extends Call,
  Cols extends Columns,
  Values extends object,
  Opts extends Options,
  Context,
> {
  call: C;
  /** The listed rows' table, keyed by `(domain_id, id)`, or `id` alone. */
  table: PgTable & { id: AnyPgColumn; domainId?: AnyPgColumn };
  columns: Cols;
  /** Reads the call's refusals (another domain: 404) and what it asks for. */
  ask: (request: CallRequest<C>) => Promise<Asked<Values, Opts, Context>>;
  /** The tenant boundary, through lib/tenancy.ts. */
  scope: (values: BoundValues<Values>) => SQL | undefined;
  /** Tables the conditions or the order read beside `table`: joined for the keys, count and rows. */
  read?: Joined;
  /** Tables only the columns read: joined for the rows alone. */
  shown?: Joined;
  /** What `q` finds: a table's declared search text (db/schema), the one its trigram index holds. */
  search: SQL;
  /** Where else `q` finds a row (a suite by one of its room codes). */
  alsoFound?: (escaped: SQLWrapper) => SQL;
  /** How `q` finds a row where it is not anywhere in `search` (a guest's type-ahead: a word's start). */
  found?: (escaped: SQLWrapper, options: Opts) => SQL;
  filters?: (values: BoundValues<Values>, options: Opts) => (SQL | undefined)[];
  sorts: Record<SortOf<C>, AnyPgColumn | SQL>;
  /** The order without `sort`. */
  order: SQL[];
  /**
   * The order without `sort` when `q` finds the rows, where `order` is an index's that PostgreSQL
   * would walk to find the few rows `q` finds, all together somewhere along it (guests by name).
   */
  searchedOrder?: SQL[];
  /**
   * A search reads at most this many of the rows it finds (the first found, in no order): it
   * counts them and orders them. Two letters find a large share of a million rows, which counting
   * or ordering all would read every one of.
   */
  searchMax?: number;
  /** A count cheaper than `count(*)` where the list keeps one (the bookings' tally), else undefined. */
  count?: (db: Db, values: BoundValues<Values>, options: Opts) => CountQuery | undefined;
  present: (rows: RowOf<Cols>[], db: Db, context: Context) => ItemOf<C>[] | Promise<ItemOf<C>[]>;
  exported?: (context: Context) => Exported<RowOf<Cols>> | undefined;
}

/** A select of one row holding `count` (none: 0). */
export type CountQuery = FlatSelect & SQLWrapper & PromiseLike<{ count: number }[]>;
/** A list's values as its statement takes them (placeholders), with `q` escaped. */
export type BoundValues<Values> = Bound<Values> & { q?: SQLWrapper };

/** Declares a list: the identity, for its types (the values and context `ask` gives the rest). */
export const declareList = <
  C extends Call,
  Cols extends Columns,
  Values extends object,
  Opts extends Options,
  Context,
>(
  list: ListDeclaration<C, Cols, Values, Opts, Context>,
) => list;
