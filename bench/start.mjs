// The start: how long `npm start` (and the bundle alone, `node apps/api/dist/main.js`) takes from its
// spawn to the first 200 of /readyz, on an empty DATA_DIR and on one of an earlier start; then the
// server's resident memory (VmRSS) once ready and at its peak under load, on PGlite and, when
// DATABASE_URL is set, on a fresh database of that server. BENCH_START_RUNS (5) runs per row, median.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { calls, requestOf } from "@concierge/contract";
import autocannon from "autocannon";
import { seedPglite, seedPostgres } from "./seed.mjs";
import { freePort, onFreshPostgres, send, startServer } from "./server.mjs";

// BENCH_START_ROOT: another checkout to time the same way (built there first), e.g. an earlier commit.
const root = path.resolve(process.env.BENCH_START_ROOT ?? path.join(import.meta.dirname, ".."));
const runs = Number(process.env.BENCH_START_RUNS ?? 5);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const adminPassword = "bench-password-1234";

/** The resident memory of process `pid`, in MiB. */
export const rssOf = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds2 = (values) => values.map((ms) => (ms / 1000).toFixed(2));
const spread = (times) => {
  const [wall, cpu] = [times.map((time) => time.wall), times.map((time) => time.cpu)];
  return (
    `median ${(median(wall) / 1000).toFixed(2)} s (${seconds2(wall).join(", ")}),` +
    `   CPU ${(median(cpu) / 1000).toFixed(2)} s (${seconds2(cpu).join(", ")})`
  );
};

/**
 * The CPU ms used so far by process group `group` (its processes and the children they reaped, a
 * build's included): on a busy machine, a truer figure of a start's work than the wall clock.
 */
function cpuOfGroup(group) {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      if (Number(fields[2]) === group) ticks += fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0);
    } catch {}
  }
  return ticks * 10;
}

/** Spawns `command` in its own process group: the wall and CPU ms until /readyz first answers 200. */
async function timeToReady(command, dataDir) {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  delete env.DATABASE_URL;
  delete env.ADMIN_PASSWORD;
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), { cwd: root, env, detached: true, stdio: "ignore" });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const url = `http://127.0.0.1:${port}${calls.health.ready.path}`;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command.join(" ")} ended before answering`);
      if (performance.now() - started > 120_000) throw new Error(`${command.join(" ")} did not answer`);
      const ok = await fetch(url).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return { wall: performance.now() - started, cpu: cpuOfGroup(child.pid) };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    process.kill(-child.pid, "SIGTERM");
    await exited;
  }
}

async function startTimes() {
  const commands = [
    ["npm start", ["npm", "start"]],
    ["node apps/api/dist/main.js", [process.execPath, "apps/api/dist/main.js"]],
  ];
  for (const [title, command] of commands) {
    const empty = [];
    const existing = [];
    for (let run = 0; run < runs; run++) {
      const dataDir = mkdtempSync(path.join(tmpdir(), "concierge-start-"));
      try {
        empty.push(await timeToReady(command, dataDir));
        existing.push(await timeToReady(command, dataDir));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    console.log(`${`${title}, empty DATA_DIR`.padEnd(48)} ${spread(empty)}`);
    console.log(`${`${title}, existing DATA_DIR`.padEnd(48)} ${spread(existing)}`);
  }
}

/** The bookings list of a branch of 200 bookings (page 1 of 20) with 10 connections, RSS sampled. */
async function memoryUnderLoad(label, server) {
  const ready = rssOf(server.pid);
  const login = await send(server.base, calls.auth.login, {
    body: { username: "admin", password: adminPassword },
  });
  const domainId = login.User.DomainId;
  const named = { params: { domainId, page: 1, pageSize: 1 }, query: { q: "Branch 000001" } };
  const branchId = (await send(server.base, calls.branches.list, named, login.Token)).Branches[0].Id;
  const list = requestOf(calls.bookings.list, { params: { domainId, branchId, page: 1, pageSize: 10 } });
  let peak = ready;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(server.pid));
  }, 100);
  const result = await autocannon({
    url: server.base + list.url,
    headers: { authorization: `Bearer ${login.Token}` },
    connections: 10,
    duration: seconds,
  });
  clearInterval(sampler);
  const after = rssOf(server.pid);
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(
    `[${label}] RSS ready ${ready.toFixed(0)} MiB, peak under load ${peak.toFixed(0)} MiB, after ${after.toFixed(0)} MiB;` +
      ` bookings list ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms,` +
      ` p99 ${result.latency.p99} ms${failed ? ` (${failed} failed)` : ""}`,
  );
}

async function memory() {
  // Ten branches of 200 bookings: 2,000 bookings, as the ratio's branch.
  const first = await startServer({ adminPassword });
  await first.stop();
  await seedPglite(first.dataDir, 100, 2_000);
  const pglite = await startServer({ adminPassword, dataDir: first.dataDir });
  try {
    await memoryUnderLoad("PGlite", pglite);
  } finally {
    await pglite.stop();
    rmSync(first.dataDir, { recursive: true, force: true });
  }
  const url = process.env.DATABASE_URL;
  if (!url) return console.log("(PostgreSQL skipped: set DATABASE_URL=postgres://… to measure it too)");
  await onFreshPostgres(url, async (databaseUrl) => {
    const server = await startServer({ adminPassword, databaseUrl });
    try {
      await seedPostgres(databaseUrl, 100, 2_000);
      await memoryUnderLoad("PostgreSQL", server);
    } finally {
      await server.stop();
    }
  });
}

/** `npm run bench -- start`: the start times, then the memory (BENCH_START_MEMORY=0: not). */
export async function benchStart() {
  console.log(
    `Start: spawn to the first 200 of /readyz (wall clock, and CPU of the processes), ${runs} runs each\n`,
  );
  await startTimes();
  if (process.env.BENCH_START_MEMORY === "0") return;
  console.log("\nMemory: the server's VmRSS once ready, and under the bookings list's load\n");
  await memory();
}
