import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { calls } from "@concierge/contract";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  killServer,
  type ServerProcess,
  signInOver,
  spawnServer,
  waitUntilAnswers,
} from "./server-process.js";

// Only in the "api (PostgreSQL)" project, on the server itself: a pooler in front would connect every
// client as its own configured user, and this test is about which role a connection is.
const serverUrl = process.env.TEST_DATABASE_DIRECT_URL ?? process.env.TEST_DATABASE_URL ?? "";
const suffix = randomBytes(6).toString("hex");
const database = `concierge_roles_${suffix}`;
const apiRole = `concierge_api_${suffix}`;
const password = `admin-${randomBytes(9).toString("base64url")}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "concierge-roles-"));
let admin: pg.Client;
let server: ServerProcess | undefined;

/** The test server's address for `database`: as the test's own user (the owner), or as `role`. */
function urlOf(role?: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  if (role) {
    url.username = role;
    url.password = password;
  }
  return url.toString();
}

async function connectedAs(role?: string) {
  const client = new pg.Client({ connectionString: urlOf(role) });
  await client.connect();
  return client;
}

beforeAll(async () => {
  if (!serverUrl) throw new Error("set TEST_DATABASE_URL=postgres://… to run the database roles test");
  admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.query(`create role ${apiRole} login password '${password}'`);
  // README, "Two database roles": what the owner grants before the first start.
  const owner = await connectedAs();
  try {
    await owner.query(
      `alter default privileges in schema public grant select, insert, update, delete on tables to ${apiRole}`,
    );
    await owner.query(
      `alter default privileges in schema public grant usage, select on sequences to ${apiRole}`,
    );
  } finally {
    await owner.end();
  }
});

afterAll(async () => {
  killServer(server);
  await server?.exited;
  await admin?.query(`drop database if exists ${database} with (force)`);
  await admin?.query(`drop role if exists ${apiRole}`);
  await admin?.end();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("two database roles", () => {
  it("migrate as the owner, serve as a role that can neither switch off the audit trail's guard nor delete an entry, nor change money, and blanks a guest's values only through the erasure's function", {
    timeout: 60_000,
  }, async () => {
    server = await spawnServer({
      DATABASE_MIGRATION_URL: urlOf(),
      DATABASE_URL: urlOf(apiRole),
      DATA_DIR: dataDir,
      JWT_SECRET: "a-secret-of-the-database-roles-test",
      ADMIN_PASSWORD: password,
    });
    await waitUntilAnswers(server, calls.health.ready.path);
    // The first administrator was created, and signs in (an audited write), through the API's role.
    expect((await signInOver(server.base, "admin", password)).status).toBe(200);

    const api = await connectedAs(apiRole);
    try {
      const entries = async () =>
        (await api.query("select count(*)::int as n from audit_entries")).rows[0].n as number;
      const written = await entries();
      expect(written).toBeGreaterThan(0);
      await expect(api.query("alter table audit_entries disable trigger user")).rejects.toThrow(
        /must be owner of table audit_entries/,
      );
      await expect(api.query("delete from audit_entries")).rejects.toThrow(
        /audit entries cannot be changed or deleted/,
      );
      expect(await entries()).toBe(written);
      // A guest's erasure blanks values only through its function, which runs as the owner: the
      // API's role raising the function's flag itself still cannot change an entry.
      await api.query("begin");
      await api.query("select set_config('concierge.erasing_guest', 'on', true)");
      await expect(api.query("update audit_entries set label = ''")).rejects.toThrow(
        /audit entries cannot be changed or deleted/,
      );
      await api.query("rollback");
      const [entry] = (await api.query("select domain_id, entity_id from audit_entries limit 1")).rows;
      const erased = await api.query(
        "select erase_guest_from_audit($1, array[$2], array['Username'], array[]::text[]) as n",
        [entry.domain_id, entry.entity_id],
      );
      expect(erased.rows[0].n).toBeGreaterThan(0);
      expect(await entries()).toBe(written);
      // Money likewise (decision 0041): the API's role may add to the ledger and the invoices, and
      // holds no right to change, delete or empty them, whatever the owner's default privileges gave.
      for (const table of ["folio_entries", "invoices", "invoice_lines"]) {
        for (const statement of [
          `update ${table} set domain_id = domain_id`,
          `delete from ${table}`,
          `truncate ${table}`,
        ]) {
          await expect(api.query(statement)).rejects.toThrow(
            new RegExp(`permission denied for table ${table}`),
          );
        }
        const held = await api.query("select has_table_privilege($1, 'INSERT') as insert", [table]);
        expect(held.rows[0].insert).toBe(true);
      }
    } finally {
      await api.end();
    }
  });
});
