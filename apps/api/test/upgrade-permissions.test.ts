import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ALL_PERMISSIONS } from "@concierge/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../src/db/client.js";
import { migrate } from "../src/db/migrate.js";
import { rowsOf } from "../src/db/one.js";
import { migrationsUpTo } from "./releases.js";

// A database of the release before HOUSEKEEPING (and every permission after it), whose
// administrator held the whole catalogue of its day.
const released = "0021_list_keys_index_only";
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
  "VIEW_AUDIT",
];
const work = mkdtempSync(path.join(tmpdir(), "concierge-upgrade-permissions-"));
let database: Database;

beforeAll(async () => {
  database = await openDatabase({});
  await migrate(database, migrationsUpTo(work, released));
  const domain = "00000000-0000-4000-8000-000000000001";
  const roles = [
    ["Administrator", before],
    ["Front desk", ["MANAGE_BOOKINGS"]],
    ["Manager", before.filter((permission) => permission !== "VIEW_AUDIT")],
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
  it("gives every permission added since to the roles that held the whole catalogue, and to no other", async () => {
    const added = ALL_PERMISSIONS.filter((permission) => !before.includes(permission));
    expect(added).toEqual([
      "HOUSEKEEPING",
      "MANAGE_GUESTS",
      "ERASE_GUESTS",
      "MANAGE_RATES",
      "MANAGE_FOLIOS",
      "CORRECT_FOLIOS",
      "CHECKOUT_WITH_BALANCE",
      "CLOSE_DAY",
    ]);
    const roles = rowsOf<{ name: string; permissions: string[] }>(
      await database.db.execute(sql`select name, permissions from roles order by name`),
    );
    const addedHeld = roles.map(({ name, permissions }) => ({
      name,
      added: added.filter((permission) => permissions.includes(permission)),
    }));
    expect(addedHeld).toEqual([
      { name: "Administrator", added },
      { name: "Front desk", added: [] },
      { name: "Manager", added: [] },
    ]);
  });
});
