import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { calls } from "@concierge/contract";
import { iso31661 } from "iso-3166";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fetchCall,
  killServer,
  type ServerProcess,
  signInOver,
  spawnServer,
  stopServer,
  waitUntilAnswers,
} from "./server-process.js";

// Only in the "api (PostgreSQL)" project: two API processes starting at once on one empty database.
const serverUrl = process.env.TEST_DATABASE_URL;
const database = `concierge_mig_${randomBytes(6).toString("hex")}`;
const password = `admin-${randomBytes(9).toString("base64url")}`;
const migrationFiles = readdirSync(path.resolve(import.meta.dirname, "../drizzle")).filter((file) =>
  file.endsWith(".sql"),
);
const dataDir = mkdtempSync(path.join(tmpdir(), "concierge-mig-"));
let admin: pg.Client;
let servers: ServerProcess[] = [];

function databaseUrl(): string {
  const url = new URL(serverUrl ?? "");
  url.pathname = `/${database}`;
  return url.toString();
}

beforeAll(async () => {
  if (!serverUrl) throw new Error("set TEST_DATABASE_URL=postgres://… to run the migration test");
  admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
});

afterAll(async () => {
  for (const server of servers) killServer(server);
  await Promise.all(servers.map((server) => server.exited));
  await admin?.query(`drop database if exists ${database} with (force)`);
  await admin?.end();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("migrations on a PostgreSQL server", () => {
  it("run once when two API processes start at once, which seed one domain and both sign in", {
    timeout: 60_000,
  }, async () => {
    const env = () => ({
      DATABASE_URL: databaseUrl(),
      DATA_DIR: mkdtempSync(path.join(dataDir, "server-")),
      JWT_SECRET: "a-secret-shared-by-every-process-of-the-test",
      ADMIN_PASSWORD: password,
    });
    servers = await Promise.all([spawnServer(env()), spawnServer(env())]);
    await Promise.all(servers.map((server) => waitUntilAnswers(server, calls.health.ready.path)));

    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      const applied = await client.query("select count(*)::int as n from drizzle.__drizzle_migrations");
      expect(migrationFiles.length).toBeGreaterThan(0);
      expect(applied.rows[0].n).toBe(migrationFiles.length);
      const domains = await client.query("select count(*)::int as n from domains");
      expect(domains.rows[0].n).toBe(1);
      // ISO 3166's countries, loaded by one of the two processes only.
      const countries = await client.query("select count(*)::int as n from countries");
      expect(countries.rows[0].n).toBe(iso31661.length);
    } finally {
      await client.end();
    }

    const tokens: string[] = [];
    for (const server of servers) {
      expect(server.stdout()).not.toMatch(/password/i);
      const response = await signInOver(server.base, "admin", password);
      expect(response.status).toBe(200);
      tokens.push(response.answer.Token);
    }
    // One JWT_SECRET: a token from one process is good on the other.
    const crossed = await fetchCall(servers[1]?.base ?? "", calls.countries.list, {}, tokens[0]);
    expect(crossed.status).toBe(200);

    for (const server of servers) expect((await stopServer(server)).code).toBe(0);
  });
});
