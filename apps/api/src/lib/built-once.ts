import { type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";

/**
 * A query whose SQL text is built once per database, then run with `sql.placeholder` values:
 * Drizzle rebuilds a query's text on every run otherwise, a third of the server's CPU on a list.
 * The statement stays unnamed (an empty name: node-postgres sends an unnamed Parse), so PostgreSQL
 * parses it each time and nothing is kept on the connection: PgBouncer's transaction mode knows no
 * named statements. A transaction is a database of its own here: its queries are built for it.
 */
export function builtOnce<Prepared>(query: (db: Db) => { prepare(name: string): Prepared }) {
  const built = new WeakMap<Db, Prepared>();
  return (db: Db): Prepared => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = query(db).prepare("");
      built.set(db, prepared);
    }
    return prepared;
  };
}

/**
 * As `builtOnce`, one query per shape: a list's text depends on which filters and which order are
 * asked for, not on their values, so each `key` (few: a list has a handful of each) is built once.
 */
export function builtByShape<Shape, Prepared>(
  key: (shape: Shape) => string,
  query: (db: Db, shape: Shape) => { prepare(name: string): Prepared },
) {
  const built = new WeakMap<Db, Map<string, Prepared>>();
  return (db: Db, shape: Shape): Prepared => {
    let shapes = built.get(db);
    if (!shapes) {
      shapes = new Map();
      built.set(db, shapes);
    }
    const named = key(shape);
    let prepared = shapes.get(named);
    if (!prepared) {
      prepared = query(db, shape).prepare("");
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
