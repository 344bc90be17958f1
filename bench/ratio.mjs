// The `ratio` scenario: each list of the API (bench/ratio-lists.mjs; page 1 of 20, authenticated,
// validated, logged) against a bare route running the same SQL with `pg` (the physical limit,
// bench/bare-route.mjs), in alternating rounds; prints each list's ratio of req/s and of CPU per
// request, then a table of them all. `npm run bench -- ratio users roles` (or BENCH_RATIO_LISTS=
// users,roles) measures only those lists. BENCH_CPU_PROF=<dir> instead profiles the product under
// 20 s of load on the first list named and prints its self time by package.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { calls, requestOf } from "@concierge/contract";
import autocannon from "autocannon";
import pg from "pg";
import { printBySelfTime } from "./cpu-profile.mjs";
import { ratioListNames, ratioLists } from "./ratio-lists.mjs";
import {
  branchBookings,
  branchNights,
  branchProfiles,
  branchTrail,
  frontDeskRooms,
  listRows,
  nightsRule,
} from "./seed.mjs";
import { freePort, onFreshPostgres, send, startServer } from "./server.mjs";

const adminPassword = "bench-password-1234";
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const profileDir = process.env.BENCH_CPU_PROF;
// BENCH_RATIO_ROOT: another checkout (built there first) whose server is the product, e.g. an earlier commit.
const otherRoot = process.env.BENCH_RATIO_ROOT;

/** Rows of each list's table, a few hundred each, in the first domain (the administrator's). */
const rows = 300;

/**
 * 300 branches, users, suites (and 1,000 rooms in ten branches), roles, images and domains; 'Branch
 * 000001' with two stays in each of its 100 rooms (200 bookings, seed.mjs's front desk) and an audit
 * entry for each booking's creation.
 */
async function seed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  for (const sql of [
    ...listRows(rows),
    frontDeskRooms,
    ...nightsRule(false),
    branchProfiles(1, 2_000),
    branchBookings(1, 2_000),
    branchNights(1),
    ...nightsRule(true),
    branchTrail(1),
    `insert into roles (domain_id, name)
     select id, 'Role ' || lpad(g::text, 6, '0') from domains, generate_series(1, ${rows}) g`,
    `insert into images (domain_id, name, key, content_type, size, created_at)
     select id, 'View ' || lpad(g::text, 6, '0'), 'bench/view-' || g || '.png', 'image/png', 500000,
            now() - g * interval '1 minute'
     from domains, generate_series(1, ${rows}) g`,
    `insert into domains (name) select 'Hotel ' || lpad(g::text, 6, '0') from generate_series(1, ${rows}) g`,
    "vacuum analyze",
  ]) {
    await client.query(sql);
  }
  await client.end();
}

async function startBareRoute(databaseUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "bare-route.mjs")], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once("data", resolve);
    child.once("exit", () => reject(new Error("the bare route did not start")));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

/** CPU seconds (user and system) a process has used so far, from Linux's /proc. */
function cpuSecondsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Requests/s of `url` and, where /proc tells, the server's CPU milliseconds per request: a figure
 * that the other work of a busy machine disturbs less than the rate.
 */
async function rate({ url, headers, pid }, duration) {
  const cpuBefore = existsSync("/proc/self/stat") ? cpuSecondsOf(pid) : undefined;
  const result = await autocannon({ url, headers, connections, duration });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed) throw new Error(`${url}: ${failed} requests failed`);
  const cpu = cpuBefore === undefined ? Number.NaN : (cpuSecondsOf(pid) - cpuBefore) * 1000;
  return { perSecond: result.requests.average, cpuPerRequest: cpu / result.requests.total };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const spread = (values, digits) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

/** Rounds of `product` and `bare` in turn: the ratios of their req/s and of their CPU per request. */
async function measure(product, bare) {
  await rate(product, 2);
  await rate(bare, 2);
  const figures = { ratio: [], cpuRatio: [], product: [], bare: [], productCpu: [], bareCpu: [] };
  for (let round = 1; round <= rounds; round++) {
    // Each side first in every other round: neither always gets the machine just after a rest.
    const order = round % 2 ? ["product", "bare"] : ["bare", "product"];
    const got = {};
    for (const side of order) got[side] = await rate(side === "product" ? product : bare, seconds);
    figures.ratio.push(got.product.perSecond / got.bare.perSecond);
    // The bare route's CPU per request over the product's: the ratio a machine of one's own would show.
    figures.cpuRatio.push(got.bare.cpuPerRequest / got.product.cpuPerRequest);
    figures.product.push(got.product.perSecond);
    figures.bare.push(got.bare.perSecond);
    figures.productCpu.push(got.product.cpuPerRequest);
    figures.bareCpu.push(got.bare.cpuPerRequest);
  }
  return figures;
}

/** One line a list, as soon as it is measured. */
const lineOf = (name, f) =>
  `${name.padEnd(9)} ratio ${spread(f.ratio, 2)}   CPU ratio ${spread(f.cpuRatio, 2)}   ` +
  `product ${median(f.product).toFixed(0)} req/s ${median(f.productCpu).toFixed(2)} ms CPU, ` +
  `bare ${median(f.bare).toFixed(0)} req/s ${median(f.bareCpu).toFixed(2)} ms CPU`;

/** Every list measured, as the note and the README show them. */
function printTable(measured) {
  const head = [
    "list, page 1 of 20",
    "req/s over the bare route's",
    "CPU per request, bare over product",
    "product req/s",
    "bare req/s",
    "product ms CPU a request",
    "≥ 0.6",
  ];
  console.log(`\n| ${head.join(" | ")} |\n|${head.map(() => " --- |").join("")}`);
  for (const { list, count, figures: f } of measured) {
    const at = (values) => (median(values) >= 0.6 ? "yes" : "no");
    const cells = [
      `${list.name}, ${count} rows${list.note ? ` (${list.note})` : ""}`,
      spread(f.ratio, 2),
      spread(f.cpuRatio, 2),
      spread(f.product, 0),
      spread(f.bare, 0),
      median(f.productCpu).toFixed(2),
      `${at(f.ratio)} (CPU: ${at(f.cpuRatio)})`,
    ];
    console.log(`| ${cells.join(" | ")} |`);
  }
}

async function profile(product) {
  await rate(product, 2);
  const { perSecond, cpuPerRequest } = await rate(product, 20);
  console.log(
    `product under 20 s of load: ${perSecond.toFixed(0)} req/s, ${cpuPerRequest.toFixed(2)} ms CPU a request (profile in ${profileDir})`,
  );
}

/** The lists `names` chooses (every one when none), or BENCH_RATIO_LISTS's. */
function chosen(names) {
  const asked = names.length ? names : (process.env.BENCH_RATIO_LISTS ?? "").split(/[\s,]+/).filter(Boolean);
  const unknown = asked.filter((name) => !ratioListNames.includes(name));
  if (unknown.length)
    throw new Error(`No list ${unknown.join(", ")}; the lists are: ${ratioListNames.join(", ")}`);
  return asked.length ? ratioLists.filter((list) => asked.includes(list.name)) : ratioLists;
}

/**
 * Both sides of a list, checked to answer the same page: the product's call as users send it, and
 * the bare route of its SQL.
 */
async function sidesOf(list, { server, bare, token, domainId, branchId }) {
  const input = { params: list.params({ domainId, branchId }), query: list.query };
  const call = calls[list.call].list;
  const answer = await send(server.base, call, input, token);
  const items = Object.values(answer).find(Array.isArray);
  // The domains list's page size is `size`; the others', `pageSize`.
  const { page, pageSize, size } = list.params({});
  const bareUrl = `${bare.base}/bare/${list.name}/${domainId}/${branchId}/${page}/${pageSize ?? size}`;
  const authorization = `Bearer ${token}`;
  const barely = await (await fetch(bareUrl, { headers: { authorization } })).json();
  if (answer.Count !== barely.Count || items.length !== barely.Items.length || items.length === 0) {
    throw new Error(
      `${list.name}: the product answers ${answer.Count} (${items.length} on the page), the bare route ${barely.Count} (${barely.Items.length})`,
    );
  }
  return {
    count: answer.Count,
    product: {
      url: server.base + requestOf(call, input).url,
      headers: { authorization },
      pid: server.pid,
    },
    bare: { url: bareUrl, headers: { authorization }, pid: bare.pid },
  };
}

/** Each list (`names`; all when none), page 1 of 20, over its bare route's limit. */
export async function benchRatio(names = []) {
  const lists = chosen(names);
  if (!process.env.DATABASE_URL) {
    console.log("(ratio skipped: it measures on PostgreSQL; set DATABASE_URL=postgres://…)");
    return;
  }
  const how = profileDir
    ? `${lists[0].name}, the product profiled under 20 s of load`
    : `${lists.map((list) => list.name).join(", ")}: ${rounds} rounds of ${seconds} s a side`;
  console.log(`lists ${how}; page 1 of 20, ${connections} connections`);
  await onFreshPostgres(process.env.DATABASE_URL, async (databaseUrl) => {
    const nodeArgs = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
    const main = otherRoot && path.resolve(otherRoot, "apps/api/dist/main.js");
    // Logged as users' calls are: the default level, info, writes each request's lines.
    const server = await startServer({ databaseUrl, adminPassword, nodeArgs, main, logLevel: "info" });
    const bare = await startBareRoute(databaseUrl);
    try {
      await seed(databaseUrl);
      const login = await send(server.base, calls.auth.login, {
        body: { username: "admin", password: adminPassword },
      });
      const domainId = login.User.DomainId;
      const named = { params: { domainId, page: 1, pageSize: 1 }, query: { q: "Branch 000001" } };
      const branchId = (await send(server.base, calls.branches.list, named, login.Token)).Branches[0].Id;
      const at = { server, bare, token: login.Token, domainId, branchId };
      if (profileDir) {
        await profile((await sidesOf(lists[0], at)).product);
        return;
      }
      const measured = [];
      for (const list of lists) {
        const { count, product, bare: barePage } = await sidesOf(list, at);
        const figures = await measure(product, barePage);
        console.log(lineOf(list.name, figures));
        measured.push({ list, count, figures });
      }
      printTable(measured);
    } finally {
      await bare.stop();
      await server.stop();
    }
  });
  if (profileDir) {
    const [newest] = readdirSync(profileDir)
      .filter((file) => file.endsWith(".cpuprofile"))
      .sort()
      .reverse();
    printBySelfTime(path.join(profileDir, newest), 20);
  }
}
