// Starts the built API as a child process on a free loopback port and waits until it is ready.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { calls, requestOf } from "@concierge/contract";
import pg from "pg";

const ownMain = path.resolve(import.meta.dirname, "../apps/api/dist/main.js");
/** Node's flags for this checkout's server as `npm start` and the README's deploy run it. */
const serverFlags = ["--max-semi-space-size=32"];

export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * `nodeArgs`: Node's own flags for the server, such as `--cpu-prof`; `main`: another checkout's
 * bundle; `logLevel`: warn unless a bench measures calls logged as the default level logs them.
 */
export async function startServer({
  databaseUrl,
  adminPassword,
  dataDir,
  nodeArgs = [],
  main = ownMain,
  logLevel = "warn",
}) {
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir ?? mkdtempSync(path.join(tmpdir(), "concierge-bench-")),
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: logLevel,
    JWT_SECRET: "bench-secret-bench-secret-bench-secret",
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  // Another checkout's server runs as an earlier `npm start` ran it, with Node's defaults.
  const flags = main === ownMain ? serverFlags : [];
  const child = spawn(process.execPath, [...flags, ...nodeArgs, main], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(base + calls.health.ready.path)).ok) break;
    } catch {}
    if (tries > 300 || child.exitCode !== null) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    /** The server process, whose memory the export bench samples. */
    pid: child.pid,
    dataDir: env.DATA_DIR,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

/** Sends one of the contract's calls to the server at `base`, as a script would; its answer. */
export async function send(base, call, input, token) {
  const { method, url, body } = requestOf(call, input);
  const response = await fetch(base + url, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

/** Runs `work` on a fresh database of the server at `url`, dropped afterwards. */
export async function onFreshPostgres(url, work) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `concierge_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  try {
    await work(target.toString());
  } finally {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}
