// npm run bench: drives the built server with autocannon and prints requests/s and p50/p99 latency
// for each scenario, on PGlite and, when DATABASE_URL is set, on a fresh database of that server.
import autocannon from "autocannon";
import pg from "pg";
import { startServer } from "./server.mjs";

const adminPassword = "bench-password-1234";
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function call(base, method, url, body, token) {
  const response = await fetch(base + url, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

async function measure(title, options) {
  const result = await autocannon({ connections, duration: seconds, ...options });
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${title.padEnd(44)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms${failed ? `   (${failed} failed)` : ""}`,
  );
}

async function scenarios(label, server) {
  const { base } = server;
  const login = await call(base, "POST", "/login", { username: "admin", password: adminPassword });
  for (let i = 0; i < 50; i++) {
    await call(
      base,
      "POST",
      "/api/v1/countries",
      { Name: `Country ${i}`, States: ["North", "South", "East", "West"] },
      login.Token,
    );
  }
  await measure(`[${label}] POST /login`, {
    url: `${base}/login`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: adminPassword }),
  });
  await measure(`[${label}] GET /api/v1/countries (50 countries)`, {
    url: `${base}/api/v1/countries`,
    headers: { authorization: `Bearer ${login.Token}` },
  });
}

async function onPostgres(url, work) {
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

console.log(`Concierge benchmark: ${connections} connections, ${seconds} s a scenario\n`);
const pglite = await startServer({ adminPassword });
try {
  await scenarios("PGlite", pglite);
} finally {
  await pglite.stop();
}
if (process.env.DATABASE_URL) {
  await onPostgres(process.env.DATABASE_URL, async (databaseUrl) => {
    const server = await startServer({ databaseUrl, adminPassword });
    try {
      await scenarios("PostgreSQL", server);
    } finally {
      await server.stop();
    }
  });
} else {
  console.log("\n(PostgreSQL skipped: set DATABASE_URL=postgres://… to measure it too)");
}
