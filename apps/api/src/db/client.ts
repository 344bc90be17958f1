import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
/** One query API over both drivers: every query is written once for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of `Db`, for the writes that run inside one. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** PostgreSQL's pool, whose connections `/metrics` shows; PGlite has none (one connection). */
  pool?: PoolFigures;
  close(): Promise<void>;
}

/** What node-postgres's pool tells of its connections at any moment, and its size (`options.max`). */
export type PoolFigures = Pick<pg.Pool, "totalCount" | "idleCount" | "waitingCount" | "options">;

const options = { schema, casing: "snake_case" } as const;

/** PGlite's shared buffers unless PGLITE_SHARED_BUFFERS says otherwise (README, Benchmarks). */
export const PGLITE_SHARED_BUFFERS = "16MB";

/** `dataDir` undefined keeps PGlite in memory (tests). */
export async function openDatabase(target: {
  url?: string;
  dataDir?: string;
  sharedBuffers?: string;
}): Promise<Database> {
  if (target.url) return openPostgres(target.url);
  let dir: string | undefined;
  if (target.dataDir) {
    dir = path.join(target.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
  }
  // As on a PostgreSQL server: btree_gist backs the exclusion constraint against double bookings,
  // pg_trgm and unaccent the lists' search.
  // PostgreSQL's default 128MB of shared buffers are allocated and touched in PGlite's WebAssembly
  // heap at each start, whatever the data: a third of the process's memory for a hotel's few MB.
  const client = await PGlite.create(dir, {
    extensions: { btree_gist, pg_trgm, unaccent },
    startParams: [
      ...PGlite.defaultStartParams,
      "-c",
      `shared_buffers=${target.sharedBuffers ?? PGLITE_SHARED_BUFFERS}`,
    ],
  });
  const db = drizzlePglite(client, options) as unknown as Db;
  return {
    db,
    kind: "pglite",
    close: () => client.close(),
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // A client losing its server must not crash the process, whether idle in the pool or checked out
  // between two statements of a transaction (an audited write, an export): its next query fails.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  return {
    db: drizzlePg(pool, options) as unknown as Db,
    kind: "postgres",
    pool,
    close: () => pool.end(),
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
