import {
  Column,
  type DriverValueDecoder,
  is,
  SQL,
  type SQLWrapper,
  type Query as Statement,
  sql,
} from "drizzle-orm";
import type { Db } from "../db/client.js";

/** A select of named columns and expressions, no nesting (`db.select({ … })…`). */
export interface FlatSelect extends PromiseLike<unknown> {
  readonly _: { readonly selectedFields: Record<string, unknown> };
  toSQL(): Statement;
}

/** A select built once, run with the values of its placeholders. */
export interface Prepared<Query extends FlatSelect> {
  execute(values?: Record<string, unknown>): Promise<Awaited<Query>>;
}

type Decoded = { decoder: DriverValueDecoder<unknown, unknown> };
const decoderOf = (field: unknown): DriverValueDecoder<unknown, unknown> =>
  is(field, Column)
    ? field
    : is(field, SQL)
      ? (field as unknown as Decoded).decoder
      : ((field as SQL.Aliased).sql as unknown as Decoded).decoder;

/**
 * A flat select, prepared: its SQL text built now, its rows mapped column by column with the
 * decoders looked up once (Drizzle's own mapping asks each column what it is on every row). The
 * statement stays unnamed (an empty name: node-postgres sends an unnamed Parse), so PostgreSQL
 * parses it each time and nothing is kept on the connection: PgBouncer's transaction mode knows no
 * named statements.
 */
function prepare<Query extends FlatSelect>(db: Db, query: Query): Prepared<Query> {
  const columns = Object.entries(query._.selectedFields).map(([name, field]) => ({
    name,
    decoder: decoderOf(field),
  }));
  const itemsOf = (rows: unknown[][]) =>
    rows.map((row) => {
      const item: Record<string, unknown> = {};
      columns.forEach(({ name, decoder }, index) => {
        const value = row[index];
        item[name] = value === null ? null : decoder.mapFromDriverValue(value);
      });
      return item;
    });
  return db._.session.prepareQuery<{ execute: Awaited<Query>; all: unknown; values: unknown }>(
    query.toSQL(),
    undefined,
    "",
    true,
    itemsOf as (rows: unknown[][]) => Awaited<Query>,
  );
}

/**
 * A query whose SQL text is built once per database, then run with `sql.placeholder` values:
 * Drizzle rebuilds a query's text on every run otherwise, a third of the server's CPU on a list.
 * A transaction is a database of its own here: its queries are built for it.
 */
export function builtOnce<Query extends FlatSelect>(query: (db: Db) => Query) {
  const built = new WeakMap<Db, Prepared<Query>>();
  return (db: Db): Prepared<Query> => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = prepare(db, query(db));
      built.set(db, prepared);
    }
    return prepared;
  };
}

/**
 * As `builtOnce`, one query per shape: a list's text depends on which filters and which order are
 * asked for, not on their values, so each `key` (few: a list has a handful of each) is built once.
 */
export function builtByShape<Shape, Query extends FlatSelect>(
  key: (shape: Shape) => string,
  query: (db: Db, shape: Shape) => Query,
) {
  const built = new WeakMap<Db, Map<string, Prepared<Query>>>();
  return (db: Db, shape: Shape): Prepared<Query> => {
    let shapes = built.get(db);
    if (!shapes) {
      shapes = new Map();
      built.set(db, shapes);
    }
    const named = key(shape);
    let prepared = shapes.get(named);
    if (!prepared) {
      prepared = prepare(db, query(db, shape));
      shapes.set(named, prepared);
    }
    return prepared;
  };
}

/** A query's values as it takes them: each a parameter, or a placeholder; undefined where not given. */
export type Bound<Values> = {
  [Name in keyof Values]-?: undefined extends Values[Name] ? SQLWrapper | undefined : SQLWrapper;
};

const bound = <Values extends object>(values: Values, as: (name: string, value: unknown) => SQLWrapper) =>
  Object.fromEntries(
    Object.entries(values).flatMap(([name, value]) => (value === undefined ? [] : [[name, as(name, value)]])),
  ) as Bound<Values>;

/** The values bound into a query built for this call (an export's, a count's). */
export const asParams = <Values extends object>(values: Values) =>
  bound(values, (_, value) => sql.param(value));

/** The values as placeholders of a query built once for their shape, run with the values themselves. */
export const asPlaceholders = <Values extends object>(values: Values) =>
  bound(values, (name) => sql.placeholder(name));

/** Which of the values are given: with the order, a list's shape. */
export const givenOf = (values: object) =>
  Object.entries(values)
    .flatMap(([name, value]) => (value === undefined ? [] : [name]))
    .join(",");
