// The CSV export's memory: downloads a branch's bookings (a tenth of them), then the ten seeded
// branches' at once (all of them), as `Accept: text/csv` asks, and samples the server process's
// resident memory (VmRSS in /proc/<pid>/status) meanwhile. Flat memory is the cursor's promise.
// Alone: DATABASE_URL=postgres://… [BENCH_BOOKINGS=100000] node --import tsx bench/export-rss.mjs
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { CSV_MEDIA_TYPE, calls, requestOf } from "@concierge/contract";
import pg from "pg";
import { seedPostgres } from "./seed.mjs";
import { send, startServer } from "./server.mjs";

const MB = 1024 * 1024;

/** The resident memory of process `pid`, in MB. */
const rssOf = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

/** Downloads one export, counting its lines and bytes as they arrive, never keeping them. */
async function download(url, token) {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: CSV_MEDIA_TYPE },
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  // The bench's rows hold no line break of their own: one line per row, after the header.
  return { rows: lines - 1, bytes };
}

/**
 * Runs `work` while sampling the server's memory every 50 ms; prints the figures, with the memory
 * at each quarter of the time: flat, not growing with the rows sent, is what the cursor promises.
 */
async function measured(title, pid, work) {
  const before = rssOf(pid);
  const samples = [];
  const sampler = setInterval(() => samples.push(rssOf(pid)), 50);
  const started = performance.now();
  const files = await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const peak = Math.max(before, ...samples);
  const quarters = [1, 2, 3, 4].map((q) => samples[Math.ceil((samples.length * q) / 4) - 1] ?? before);
  const rows = files.reduce((sum, file) => sum + file.rows, 0);
  const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(
    `${title.padEnd(52)} ${String(rows).padStart(8)} rows  ${seconds.toFixed(1).padStart(6)} s  ` +
      `${(bytes / MB / seconds).toFixed(1).padStart(5)} MB/s  RSS ${before.toFixed(0)} MB before, ` +
      `peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)}), by quarters ` +
      quarters.map((rss) => rss.toFixed(0)).join("/"),
  );
}

/** Against the running server `base` (process `pid`) with the seeded bookings of ./seed.mjs. */
export async function benchExportRss(label, { base, pid }, adminPassword) {
  const login = await send(base, calls.auth.login, { body: { username: "admin", password: adminPassword } });
  const domainId = login.User.DomainId;
  const { Branches } = await send(
    base,
    calls.branches.list,
    { params: { domainId, page: 1, pageSize: 10 }, query: { q: "Branch 0000" } },
    login.Token,
  );
  const exportOf = (branch) =>
    base +
    requestOf(calls.bookings.list, { params: { domainId, branchId: branch.Id, page: 1, pageSize: 1 } }).url;
  await measured(`[${label}] CSV export of ${Branches[0].Name}'s bookings`, pid, async () => [
    await download(exportOf(Branches[0]), login.Token),
  ]);
  await measured(`[${label}] CSV exports of ${Branches.length} branches at once`, pid, () =>
    Promise.all(Branches.map((branch) => download(exportOf(branch), login.Token))),
  );
}

// Run alone: a fresh database of the server at DATABASE_URL, seeded with BENCH_BOOKINGS bookings.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error("set DATABASE_URL=postgres://… (the bench makes and drops a database of its own)");
  const bookings = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
  const adminPassword = "bench-password-1234";
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `concierge_export_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const server = await startServer({ databaseUrl: target.toString(), adminPassword });
  try {
    await seedPostgres(target.toString(), 100, bookings);
    await benchExportRss("PostgreSQL", server, adminPassword);
  } finally {
    await server.stop();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}
