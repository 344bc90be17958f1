import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase } from "../src/db/client.js";

/** The PostgreSQL server of the "api (PostgreSQL)" project, without a pooler in front. */
const serverUrl = process.env.TEST_DATABASE_DIRECT_URL ?? process.env.TEST_DATABASE_URL ?? "";

/**
 * A database of the test's own on the test server, for tests whose processes work across every
 * domain (the server's own night audit): on the shared one they would touch other tests' rows.
 */
export async function ownDatabase(prefix: string) {
  if (!serverUrl) throw new Error("set TEST_DATABASE_URL=postgres://… to run this test");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** Opened for startApi's `database`, which closes it. */
    open: () => openDatabase({ url: url.toString() }),
    /** A client of its own, e.g. to hold a lock. */
    async connect() {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      return client;
    },
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
