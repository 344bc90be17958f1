// npm run bench -- live: the live stream on one server process (PGlite; a fresh database of
// DATABASE_URL's server when set). 200 streams of one branch are opened first and left open, so
// that what any first streams grow once (the pool's connections, V8's young generation) is grown;
// then 200 more, left idle: the server's resident memory before and after them, over 200, is an
// idle stream's cost (target < 50 KB). The first 200 are closed, and with the other 200 open, 50
// housekeeping changes, a tenth of a second apart: for each event, the time from the write's answer
// to its arrival on each stream, p50 and p99 over all (target: p99 < 500 ms).
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { calls, requestOf } from "@concierge/contract";
import { onFreshPostgres, send, startServer } from "./server.mjs";

const adminPassword = "bench-password-1234";
const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 50);
const targets = { p99: 500, idleKb: 50 };

const rssKb = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** A stream on a connection of its own; `onEvent(id)` on each event's arrival. */
function openStream(base, at, token, onEvent) {
  const { url } = requestOf(calls.live.events, { params: at });
  return new Promise((resolve, reject) => {
    const sent = request(`${base}${url}`, { headers: { authorization: `Bearer ${token}` }, agent: false });
    sent.on("error", reject);
    sent.on("response", (answer) => {
      answer.setEncoding("utf8");
      let text = "";
      answer.on("data", (chunk) => {
        text += chunk;
        for (let end = text.indexOf("\n\n"); end >= 0; end = text.indexOf("\n\n")) {
          const id = /^id: (\d+)$/m.exec(text.slice(0, end))?.[1];
          text = text.slice(end + 2);
          if (id) onEvent(Number(id));
          else resolve(() => sent.destroy());
        }
      });
    });
    sent.end();
  });
}

async function measure(label, base, pid) {
  const login = await send(base, calls.auth.login, { body: { username: "admin", password: adminPassword } });
  const token = login.Token;
  const at = { domainId: login.User.DomainId, branchId: login.User.BranchId };
  await send(
    base,
    calls.suites.create,
    {
      body: {
        Codes: ["LIVE1"],
        DomainId: at.domainId,
        BranchId: at.branchId,
        Category: "Live",
        Price: 100,
        Views: ["https://bench.example/view.png"],
        Utilities: ["Internet"],
      },
    },
    token,
  );
  const warmers = [];
  for (let i = 0; i < STREAMS; i++) warmers.push(await openStream(base, at, token, () => {}));
  await pause(2_000);
  const before = rssKb(pid);
  const arrivals = new Map();
  const closers = [];
  for (let i = 0; i < STREAMS; i++) {
    closers.push(
      await openStream(base, at, token, (id) => {
        const list = arrivals.get(id) ?? [];
        list.push(performance.now());
        arrivals.set(id, list);
      }),
    );
  }
  await pause(2_000);
  const idleKb = (rssKb(pid) - before) / STREAMS;
  for (const close of warmers) close();
  await pause(500);

  const answered = [];
  for (let n = 0; n < CHANGES; n++) {
    await send(
      base,
      calls.rooms.housekeeping,
      { params: { ...at, code: "LIVE1" }, body: { Housekeeping: n % 2 ? "clean" : "dirty" } },
      token,
    );
    answered.push(performance.now());
    await pause(100);
  }
  await pause(1_000);
  const ids = [...arrivals.keys()].sort((a, b) => a - b).slice(-CHANGES);
  const delays = ids
    .flatMap((id, n) => (arrivals.get(id) ?? []).map((time) => Math.max(0, time - answered[n])))
    .sort((a, b) => a - b);
  for (const close of closers) close();
  const missing = CHANGES * STREAMS - delays.length;
  const [p50, p99] = [percentile(delays, 50), percentile(delays, 99)];
  console.log(
    `[${label}] ${STREAMS} streams, ${CHANGES} changes: answer to arrival p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms` +
      ` (target < ${targets.p99})${missing ? `, ${missing} missing` : ""}`,
  );
  console.log(
    `[${label}] an idle stream: ${idleKb.toFixed(1)} KB of the server's RSS (target < ${targets.idleKb})`,
  );
}

async function onServer(label, databaseUrl) {
  const server = await startServer({ adminPassword, databaseUrl });
  try {
    await measure(label, server.base, server.pid);
  } finally {
    await server.stop();
  }
}

/** On PGlite, or on a fresh database of DATABASE_URL's server. */
export async function benchLive() {
  const url = process.env.DATABASE_URL;
  if (!url) return onServer("PGlite", undefined);
  await onFreshPostgres(url, (databaseUrl) => onServer("PostgreSQL", databaseUrl));
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLive();
