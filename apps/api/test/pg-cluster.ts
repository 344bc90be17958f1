import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./server-process.js";

const exec = promisify(execFile);

/** The newest PostgreSQL of Debian's packages, or PG_BIN. */
export function postgresBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const newest = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  return newest && existsSync(path.join(root, newest, "bin/pg_ctl"))
    ? path.join(root, newest, "bin")
    : undefined;
}

export interface Cluster {
  url: string;
  start(): Promise<void>;
  /** A fast shutdown: sessions are cut and their transactions rolled back, as in a restart. */
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

/** A PostgreSQL server of the test's own, on a free loopback port, that the test may stop. */
export async function startCluster(): Promise<Cluster> {
  const bin = postgresBin();
  if (!bin) throw new Error("no PostgreSQL binaries: install Debian's postgresql or set PG_BIN");
  const dir = mkdtempSync(path.join(tmpdir(), "concierge-cluster-"));
  const port = await freePort();
  // PostgreSQL refuses to run as root: as root, the cluster belongs to `postgres`.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await exec("chown", ["postgres", dir]);
  chmodSync(dir, 0o755);
  const run = async (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    await (asRoot ? exec("runuser", ["-u", "postgres", "--", command, ...args]) : exec(command, args));
  };
  const data = path.join(dir, "data");
  await run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync"]);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`;
  const start = () => run("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-w", "-o", options, "start"]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    async destroy() {
      await run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
