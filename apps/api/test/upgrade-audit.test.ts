import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../src/db/client.js";
import { migrate } from "../src/db/migrate.js";
import { rowsOf } from "../src/db/one.js";
import { migrationsUpTo } from "./releases.js";

// A database of the release before the audit trail, whose administrator held the whole catalogue.
const released = "0015_list_search_of_users_and_suites";
const before = [
  "GLOBAL",
  "VIEW_DOMAINS",
  "MANAGE_DOMAINS",
  "MANAGE_USERS",
  "MANAGE_ROLES",
  "MANAGE_BRANCHES",
  "MANAGE_SUITES",
  "MANAGE_BOOKINGS",
  "MANAGE_IMAGES",
];
const work = mkdtempSync(path.join(tmpdir(), "concierge-upgrade-audit-"));
let database: Database;

beforeAll(async () => {
  database = await openDatabase({});
  await migrate(database, migrationsUpTo(work, released));
  const domain = "00000000-0000-4000-8000-000000000001";
  const roles = [
    ["Administrator", before],
    ["Manager", before.filter((permission) => permission !== "GLOBAL")],
  ] as const;
  await database.db.execute(sql`insert into domains (id, name) values (${domain}, 'Old Hotels')`);
  for (const [name, permissions] of roles) {
    const held = sql.raw(`array[${permissions.map((permission) => `'${permission}'`).join(", ")}]::text[]`);
    await database.db.execute(
      sql`insert into roles (domain_id, name, permissions) values (${domain}, ${name}, ${held})`,
    );
  }
  await migrate(database);
});

afterAll(async () => {
  await database?.close();
  rmSync(work, { recursive: true, force: true });
});

describe(`upgrading a database of release ${released}`, () => {
  it("gives VIEW_AUDIT to the roles that held every other permission, and to no other", async () => {
    const roles = rowsOf<{ name: string; audits: boolean }>(
      await database.db.execute(
        sql`select name, 'VIEW_AUDIT' = any(permissions) as audits from roles order by name`,
      ),
    );
    expect(roles).toEqual([
      { name: "Administrator", audits: true },
      { name: "Manager", audits: false },
    ]);
  });
});
