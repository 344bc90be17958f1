// The `ratio` scenario: the product's bookings list (page 1 of 20 of a branch of 200 bookings,
// authenticated, validated, logged) against a bare route running the same SQL with `pg` (the
// physical limit, bench/bare-route.mjs), in alternating rounds; prints req/s of both and the ratio.
// BENCH_CPU_PROF=<dir> instead profiles the product under 20 s of load and prints its self time by package.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { calls, requestOf } from "@concierge/contract";
import autocannon from "autocannon";
import pg from "pg";
import { printBySelfTime } from "./cpu-profile.mjs";
import { branchBookings, frontDeskRooms } from "./seed.mjs";
import { freePort, onFreshPostgres, send, startServer } from "./server.mjs";

const adminPassword = "bench-password-1234";
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const profileDir = process.env.BENCH_CPU_PROF;
// BENCH_RATIO_ROOT: another checkout (built there first) whose server is the product, e.g. an earlier commit.
const otherRoot = process.env.BENCH_RATIO_ROOT;

/** 'Branch 000001' with 100 rooms and two stays in each: 200 bookings (seed.mjs's front desk). */
async function seedBranch(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`insert into branches (domain_id, name, phone, email, address, state, country)
    select id, 'Branch 000001', '08000000000', 'branch1@bench.example', '1 Marina Road', 'Lagos', 'Nigeria'
    from domains`);
  await client.query(frontDeskRooms);
  await client.query(branchBookings(1, 2_000));
  await client.query("vacuum analyze");
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

async function measure(product, bare) {
  await rate(product, 2);
  await rate(bare, 2);
  const ratios = [];
  const cpuRatios = [];
  const figures = { product: [], bare: [] };
  for (let round = 1; round <= rounds; round++) {
    // Each side first in every other round: neither always gets the machine just after a rest.
    const order = round % 2 ? ["product", "bare"] : ["bare", "product"];
    const got = {};
    for (const side of order) {
      got[side] = await rate(side === "product" ? product : bare, seconds);
      figures[side].push(got[side].perSecond);
    }
    const ratio = got.product.perSecond / got.bare.perSecond;
    const cpuRatio = got.bare.cpuPerRequest / got.product.cpuPerRequest;
    ratios.push(ratio);
    cpuRatios.push(cpuRatio);
    const cpu = (side) => `${got[side].cpuPerRequest.toFixed(2)} ms CPU`;
    console.log(
      `round ${round}: product ${got.product.perSecond.toFixed(0).padStart(5)} req/s ${cpu("product")}   ` +
        `bare ${got.bare.perSecond.toFixed(0).padStart(5)} req/s ${cpu("bare")}   ratio ${ratio.toFixed(2)} (CPU ${cpuRatio.toFixed(2)})`,
    );
  }
  const spread = (values, digits) =>
    `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;
  console.log(
    `ratio, median of ${rounds} rounds (min–max): ${spread(ratios, 2)}; product ${spread(figures.product, 0)} req/s, bare ${spread(figures.bare, 0)} req/s`,
  );
  // The bare route's CPU per request over the product's: the ratio a machine of one's own would show.
  console.log(`ratio of CPU per request, bare over product: ${spread(cpuRatios, 2)}`);
}

async function profile(product) {
  await rate(product, 2);
  const { perSecond, cpuPerRequest } = await rate(product, 20);
  console.log(
    `product under 20 s of load: ${perSecond.toFixed(0)} req/s, ${cpuPerRequest.toFixed(2)} ms CPU a request (profile in ${profileDir})`,
  );
}

/** The bookings list of a branch of 200, page 1 of 20, over the bare route's limit. */
export async function benchRatio() {
  if (!process.env.DATABASE_URL) {
    console.log("(ratio skipped: it measures on PostgreSQL; set DATABASE_URL=postgres://…)");
    return;
  }
  console.log(
    `bookings page 1 of 20, branch of 200: ${connections} connections, ${rounds} rounds of ${seconds} s a side`,
  );
  await onFreshPostgres(process.env.DATABASE_URL, async (databaseUrl) => {
    const nodeArgs = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
    const main = otherRoot && path.resolve(otherRoot, "apps/api/dist/main.js");
    // Logged as users' calls are: the default level, info, writes each request's lines.
    const server = await startServer({ databaseUrl, adminPassword, nodeArgs, main, logLevel: "info" });
    const bare = await startBareRoute(databaseUrl);
    try {
      await seedBranch(databaseUrl);
      const login = await send(server.base, calls.auth.login, {
        body: { username: "admin", password: adminPassword },
      });
      const domainId = login.User.DomainId;
      const named = { params: { domainId, page: 1, pageSize: 1 }, query: { q: "Branch 000001" } };
      const branchId = (await send(server.base, calls.branches.list, named, login.Token)).Branches[0].Id;
      const params = { domainId, branchId, page: 1, pageSize: 20 };
      const page = await send(server.base, calls.bookings.list, { params }, login.Token);
      if (page.Count !== 200 || page.Bookings.length !== 20) throw new Error("the branch is not seeded");
      const product = {
        url: server.base + requestOf(calls.bookings.list, { params }).url,
        headers: { authorization: `Bearer ${login.Token}` },
        pid: server.pid,
      };
      const barePage = { url: `${bare.base}/bare/${domainId}/${branchId}/1/20`, headers: {}, pid: bare.pid };
      if (profileDir) await profile(product);
      else await measure(product, barePage);
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
