import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./server-process.js";

export const pgbouncerBinary = process.env.PGBOUNCER_PATH ?? "/usr/sbin/pgbouncer";

export interface Pooler {
  /** The URL of `database` through the pooler. */
  url(database: string): string;
  stop(): Promise<void>;
}

/**
 * Starts Debian's PgBouncer in transaction mode on a free loopback port, in front of the server
 * of `serverUrl`, as the README's pooler section configures it.
 */
export async function startPgbouncer(serverUrl: string): Promise<Pooler> {
  const server = new URL(serverUrl);
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "concierge-pgbouncer-"));
  // PgBouncer refuses to run as root and then switches to `postgres`, which must read its file.
  chmodSync(dir, 0o755);
  const config = path.join(dir, "pgbouncer.ini");
  const login = [
    `host=${server.hostname}`,
    `port=${server.port || 5432}`,
    `user=${decodeURIComponent(server.username || "postgres")}`,
    server.password ? `password=${decodeURIComponent(server.password)}` : "",
  ].join(" ");
  writeFileSync(
    config,
    [
      "[databases]",
      `* = ${login}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = any",
      "pool_mode = transaction",
      "max_client_conn = 1000",
      "default_pool_size = 40",
      "ignore_startup_parameters = extra_float_digits,options",
      "",
    ].join("\n"),
    { mode: 0o644 },
  );
  const asUser = process.getuid?.() === 0 ? ["-u", "postgres"] : [];
  const child = spawn(pgbouncerBinary, [...asUser, config], { stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const url = (database: string) => {
    const through = new URL(serverUrl);
    through.hostname = "127.0.0.1";
    through.port = String(port);
    through.pathname = `/${database}`;
    return through.toString();
  };
  await waitUntilPooling(url(server.pathname.slice(1) || "postgres"), child, () => log);
  return {
    url,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitUntilPooling(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pgbouncer ended at start:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    const answered = await client.connect().then(
      () => client.query("select 1").then(() => true),
      () => false,
    );
    await client.end().catch(() => {});
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`pgbouncer did not answer in 10 s:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
