import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { calls } from "@concierge/contract";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Pooler, startPgbouncer } from "./pgbouncer.js";
import {
  killServer,
  type ServerProcess,
  spawnServer,
  stopServer,
  waitUntilAnswers,
} from "./server-process.js";

// Only in the "api (PostgreSQL)" project, and only where Debian's pgbouncer is installed.
const serverUrl = process.env.TEST_DATABASE_DIRECT_URL ?? process.env.TEST_DATABASE_URL ?? "";
const migrationFiles = readdirSync(path.resolve(import.meta.dirname, "../drizzle")).filter((file) =>
  file.endsWith(".sql"),
);
const dataDir = mkdtempSync(path.join(tmpdir(), "concierge-pooler-"));
const trials = 10;
let admin: pg.Client;
let pooler: Pooler;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  pooler = await startPgbouncer(serverUrl);
});

afterAll(async () => {
  for (const server of servers) killServer(server);
  await Promise.all(servers.map((server) => server.exited));
  await pooler?.stop();
  await admin?.end();
  rmSync(dataDir, { recursive: true, force: true });
});

async function count(database: string, query: string): Promise<number> {
  const client = new pg.Client({ connectionString: pooler.url(database) });
  await client.connect();
  try {
    return (await client.query(query)).rows[0].n;
  } finally {
    await client.end();
  }
}

describe("behind PgBouncer in transaction mode", () => {
  it(`two processes starting at once migrate an empty database once, ${trials} times in a row`, {
    timeout: trials * 60_000,
  }, async () => {
    for (let trial = 1; trial <= trials; trial++) {
      const database = `concierge_pool_${randomBytes(6).toString("hex")}`;
      await admin.query(`create database ${database}`);
      const env = () => ({
        DATABASE_URL: pooler.url(database),
        DATA_DIR: mkdtempSync(path.join(dataDir, "server-")),
        JWT_SECRET: "a-secret-shared-by-every-process-of-the-test",
        ADMIN_PASSWORD: "pooled-admin-password",
      });
      servers = await Promise.all([spawnServer(env()), spawnServer(env())]);
      await Promise.all(servers.map((server) => waitUntilAnswers(server, calls.health.live.path, 30_000)));

      expect(await count(database, "select count(*)::int as n from drizzle.__drizzle_migrations")).toBe(
        migrationFiles.length,
      );
      expect(await count(database, "select count(*)::int as n from domains")).toBe(1);
      const locks = await admin.query(
        `select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database
          where l.locktype = 'advisory' and d.datname = $1`,
        [database],
      );
      expect(locks.rows[0].n, `advisory locks left after trial ${trial}`).toBe(0);

      for (const server of servers) expect((await stopServer(server)).code).toBe(0);
      servers = [];
      await admin.query(`drop database ${database} with (force)`);
    }
  });
});
