import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { Column, getTableName, is, SQL, sql } from "drizzle-orm";
import { getTableConfig, PgDialect, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../src/db/schema/index.js";
import { holding } from "../src/lib/lists/index.js";
import { type Api, startApi } from "./harness.js";

// The search text of a list exists once: the table declares it (db/schema), its trigram index is
// made from that declaration, and the list queries it. These fail when the two drift apart.

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** Every search index the schema declares, with its expression as drizzle-kit writes it. */
const dialect = new PgDialect({ casing: "snake_case" });
const declared = Object.values(schema as Record<string, unknown>)
  .filter((table): table is PgTable => is(table, PgTable))
  .flatMap((table) =>
    getTableConfig(table)
      .indexes.filter(({ config }) => config.name?.endsWith("_search_idx"))
      .map(({ config }) => ({
        table: getTableName(table),
        name: config.name ?? "",
        using: `USING ${config.method} (${config.columns
          .map((part) => dialect.sqlToQuery(part as SQL, "indexes").sql)
          .join(", ")})`,
      })),
  );

/** Every list declared in a feature's `list.ts`, as `serveList` serves it. */
const features = path.resolve(import.meta.dirname, "../src/features");
const lists = (
  await Promise.all(
    readdirSync(features)
      .filter((feature) => existsSync(path.join(features, feature, "list.ts")))
      .map((feature) => import(path.join(features, feature, "list.ts"))),
  )
).flatMap((module: Record<string, { call?: { path: string }; search?: SQL }>) =>
  Object.values(module).flatMap((list) =>
    list.call && list.search ? [{ ...list, search: list.search }] : [],
  ),
);

/** The table whose columns a search text reads. */
function tableOf(text: SQL): string {
  for (const chunk of text.queryChunks) {
    if (is(chunk, Column)) return getTableName(chunk.table);
    if (is(chunk, SQL)) return tableOf(chunk);
  }
  throw new Error("a search text that reads no column");
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const afterUsing = (definition: string) => definition.slice(definition.indexOf("USING "));

describe("the lists' search", () => {
  it("declares an index for every list's table, and all nine lists are declared", () => {
    expect(lists.length).toBeGreaterThanOrEqual(9);
    for (const list of lists) {
      expect(
        declared.map((index) => index.table),
        list.call?.path,
      ).toContain(tableOf(list.search));
    }
  });

  it.each(declared)(
    "has $name in the migrated database exactly as declared",
    async ({ table, name, using }) => {
      const [migrated] = rowsOf(
        await api.db.execute(
          sql`select indexdef from pg_indexes where schemaname = 'public' and indexname = ${name}`,
        ),
      );
      // The declaration's own index, on a scratch copy of the table, as PostgreSQL spells it back.
      const built = await api.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`create temporary table drift_scratch (like "${table}") on commit drop`));
        await tx.execute(sql.raw(`create index drift_scratch_idx on drift_scratch ${using}`));
        return rowsOf(
          await tx.execute(sql`select pg_get_indexdef('drift_scratch_idx'::regclass) as indexdef`),
        )[0];
      });
      expect(migrated, `${name} is missing`).toBeDefined();
      expect(afterUsing(String(migrated?.indexdef))).toBe(afterUsing(String(built?.indexdef)));
    },
  );

  it.each(lists.map((list) => [list.call?.path, list] as const))(
    "finds by an index: %s",
    async (_path, { search }) => {
      const table = tableOf(search);
      const index = declared.find((declaration) => declaration.table === table);
      const plan = await api.db.transaction(async (tx) => {
        // Only a bitmap scan is left, which needs an index whose expression is the query's.
        for (const scan of ["seqscan", "indexscan", "indexonlyscan"]) {
          await tx.execute(sql.raw(`set local enable_${scan} = off`));
        }
        return rowsOf(
          await tx.execute(
            sql`explain select 1 from ${sql.identifier(table)} where ${holding(search, "abc")}`,
          ),
        );
      });
      expect(JSON.stringify(plan)).toContain(`Bitmap Index Scan on ${index?.name}`);
    },
  );
});
