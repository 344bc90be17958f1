import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Call, requestOf } from "@concierge/contract";
import type { InjectOptions } from "fastify";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { type Database, openDatabase } from "../src/db/client.js";
import { migrate } from "../src/db/migrate.js";
import { ensureSuiteUtilityList } from "../src/features/utilities/service.js";
import { loggerOptions } from "../src/lib/logger.js";

/**
 * An API on a real database, called through HTTP injection: PGlite in memory, or the PostgreSQL
 * server of TEST_DATABASE_URL in the "api (PostgreSQL)" project. Tests on the shared server never
 * see each other's rows because each builds its own domain.
 */
export async function startApi(options: StartOptions = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "concierge-test-"));
  const shared = process.env.TEST_DB === "postgres" && !options.embedded;
  const url = shared ? process.env.TEST_DATABASE_URL : undefined;
  const database = options.database ?? (await openDatabase({ url }));
  await migrate(database);
  await ensureSuiteUtilityList(database.db);
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: "test-secret-that-is-long-enough-for-hs256",
      // The tests close days themselves: a tick would close those another test set back.
      DAY_CLOSE_CHECK_SECONDS: "0",
      ...options.env,
    }),
    webDist: options.webDist,
  };
  const logs = options.logs;
  const logger = logs && { ...loggerOptions("info"), stream: { write: (line: string) => logs.push(line) } };
  const app = await buildApp(config, database, logger);
  // Throttling counts failures per client address; each test file gets an address of its own.
  const ip = `127.${rand(256)}.${rand(256)}.${1 + rand(254)}`;
  return {
    app,
    db: database.db,
    config,
    ip,
    inject: (request: InjectOptions) => app.inject({ remoteAddress: ip, ...request }),
    /**
     * Sends `call` as the contract builds it. The input is loose on purpose: the tests also send
     * what the schema refuses (missing fields, ids that name nothing).
     */
    call: (call: Call, input: Sent = {}, headers?: Headers, extra: Omit<InjectOptions, "url"> = {}) => {
      const { method, url, body } = requestOf(call, input as never);
      return app.inject({ remoteAddress: ip, method, url, headers, payload: body as object, ...extra });
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface StartOptions {
  webDist?: string;
  env?: NodeJS.ProcessEnv;
  /** PGlite in memory even in the PostgreSQL project: for tests that change the schema. */
  embedded?: boolean;
  /** Receives each line the server logs, as in production. */
  logs?: string[];
  /** A database opened already (an upgraded one), migrated if need be and closed with the API. */
  database?: Database;
}

export type Api = Awaited<ReturnType<typeof startApi>>;
export type Headers = Record<string, string>;

/** What a test sends with a call: path parameters, query and body, valid or not. */
export interface Sent {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

const rand = (n: number) => Math.floor(Math.random() * n);

/** A client address of a test's own: throttling counts per address, and tests must not add up. */
export const ownAddress = () => `10.${rand(256)}.${rand(256)}.${rand(256)}`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The newest mail to `to`, waiting for it to be written, with its body decoded as a mail reader
 * shows it: nodemailer writes lines over 76 characters (the link, the token) as quoted-printable.
 */
export async function readMail(dataDir: string, to: string, timeoutMs = 5_000): Promise<string> {
  const outbox = path.join(dataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = existsSync(outbox) ? readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      const raw = readFileSync(path.join(outbox, file), "utf8").replace(/\r\n/g, "\n");
      if (raw.includes(`To: ${to}`)) return decodeMail(raw);
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function decodeMail(raw: string): string {
  const split = raw.indexOf("\n\n");
  const headers = raw.slice(0, split);
  if (!/^content-transfer-encoding: *quoted-printable/im.test(headers)) return raw;
  // Quoted-printable output is ASCII: each =XX stands for one byte.
  const bytes = raw
    .slice(split + 2)
    .replace(/=\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return `${headers}\n\n${Buffer.from(bytes, "latin1").toString("utf8")}`;
}

/** The token a reset or invitation mail carries (the line after 'paste this token'). */
export function tokenFromMail(mail: string): string {
  const match = /token into the reset form:\n(\S+)/.exec(mail);
  if (!match?.[1]) throw new Error(`no token in mail:\n${mail}`);
  return match[1];
}
