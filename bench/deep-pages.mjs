// npm run bench -- deep-pages: page 1 against page 1000 of a branch's bookings (pageSize 10), on a
// branch of BENCH_DEEP_BOOKINGS (100,000) in a domain of ten such branches, on PostgreSQL
// (DATABASE_URL) and on PGlite (a branch of BENCH_DEEP_PGLITE_BOOKINGS, 10,000 by default: it seeds
// at a tenth of a server's speed). Each connection asks for the two pages in turn, with 1
// connection and with 10, and the ratio of their p50 is what the issue asks to keep within 1.5.
import { calls, requestOf } from "@concierge/contract";
import autocannon from "autocannon";
import { seedPglite, seedPostgres } from "./seed.mjs";
import { onFreshPostgres, send, startServer } from "./server.mjs";

const adminPassword = "bench-password-1234";
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_DEEP_ROUNDS ?? 3);
const perBranch = Number(process.env.BENCH_DEEP_BOOKINGS ?? 100_000);
const perBranchPglite = Number(process.env.BENCH_DEEP_PGLITE_BOOKINGS ?? 10_000);
const PAGE_SIZE = 10;
const DEEP_PAGE = 1000;
// The lists' orders: the default (newest check-in first), a date column's, a name's.
const orders = [undefined, "-CheckoutDate", "LastName"];

/**
 * Page 1 and page 1000 in one run, each connection asking for them in turn, so that both meet the
 * same load on a busy machine; latencies to the microsecond (autocannon's histogram keeps whole ms).
 */
async function interleaved(urls, auth, connections) {
  const latencies = urls.map(() => []);
  const asked = new Map();
  const run = autocannon({
    url: urls[0],
    connections,
    duration: seconds,
    requests: urls.map((url) => ({
      method: "GET",
      path: new URL(url).pathname + new URL(url).search,
      headers: auth,
    })),
  });
  run.on("response", (client, status, _bytes, ms) => {
    const turn = asked.get(client) ?? 0;
    asked.set(client, turn + 1);
    if (status === 200) latencies[turn % urls.length].push(ms);
  });
  const result = await run;
  const failed = result.non2xx + result.errors + result.timeouts;
  return latencies.map((all) => {
    all.sort((a, b) => a - b);
    const at = (share) => all[Math.min(all.length - 1, Math.floor(share * all.length))];
    return { p50: at(0.5), p99: at(0.99), perSecond: all.length / seconds, failed };
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values) => `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;
const ms = (value) => `${value.toFixed(2).padStart(6)} ms`;

async function compare(label, auth, urlOf, sort, connections) {
  const pages = [1, DEEP_PAGE];
  const runs = [];
  for (let round = 0; round < rounds; round++) {
    runs.push(
      await interleaved(
        pages.map((page) => urlOf(page, sort)),
        auth,
        connections,
      ),
    );
  }
  const title = `[${label}] ${sort ?? "default order"}, ${connections} connection${connections > 1 ? "s" : ""}`;
  pages.forEach((page, index) => {
    const of = (figure) => runs.map((run) => run[index][figure]);
    const failed = of("failed").reduce((a, b) => a + b, 0);
    console.log(
      `${title.padEnd(48)} page ${String(page).padStart(4)}: p50 ${ms(median(of("p50")))} (${spread(of("p50"))})` +
        `   p99 ${ms(median(of("p99")))}   ${median(of("perSecond")).toFixed(0).padStart(5)} req/s` +
        (failed ? `   (${failed} failed, both pages)` : ""),
    );
  });
  const ratios = runs.map(([first, deep]) => deep.p50 / first.p50);
  const ratio = median(ratios);
  console.log(
    `${title.padEnd(48)} page ${DEEP_PAGE}/page 1 p50: ${ratio.toFixed(2)} (rounds ${spread(ratios)}), within 1.5×: ${ratio <= 1.5 ? "yes" : "no"}`,
  );
}

async function scenario(label, base, perBranch) {
  const login = await send(base, calls.auth.login, { body: { username: "admin", password: adminPassword } });
  const auth = { authorization: `Bearer ${login.Token}` };
  const domainId = login.User.DomainId;
  const named = { params: { domainId, page: 1, pageSize: 1 }, query: { q: "Branch 000001" } };
  const branchId = (await send(base, calls.branches.list, named, login.Token)).Branches[0].Id;
  const urlOf = (page, sort) =>
    base +
    requestOf(calls.bookings.list, {
      params: { domainId, branchId, page, pageSize: PAGE_SIZE },
      query: sort ? { sort } : {},
    }).url;
  const { Count } = await send(
    base,
    calls.bookings.list,
    { params: { domainId, branchId, page: 1, pageSize: 1 } },
    login.Token,
  );
  console.log(
    `[${label}] a branch of ${Count} bookings (${perBranch * 10} in the domain), pages of ${PAGE_SIZE}`,
  );
  for (const sort of orders) {
    for (const connections of [1, 10]) await compare(label, auth, urlOf, sort, connections);
  }
}

export async function benchDeepPages() {
  console.log(
    `deep pages: ${rounds} rounds of ${seconds} s, each connection asking for page 1 and page ${DEEP_PAGE} in turn`,
  );
  if (process.env.BENCH_DEEP_SEEDED_URL) {
    const server = await startServer({ databaseUrl: process.env.BENCH_DEEP_SEEDED_URL, adminPassword });
    try {
      await scenario("PostgreSQL", server.base, perBranch);
    } finally {
      await server.stop();
    }
  } else if (process.env.DATABASE_URL) {
    await onFreshPostgres(process.env.DATABASE_URL, async (databaseUrl) => {
      const server = await startServer({ databaseUrl, adminPassword });
      try {
        await seedPostgres(databaseUrl, 20, perBranch * 10);
        await scenario("PostgreSQL", server.base, perBranch);
      } finally {
        await server.stop();
      }
    });
  } else {
    console.log("(PostgreSQL skipped: set DATABASE_URL=postgres://… to measure it)");
  }
  if (perBranchPglite > 0) {
    const first = await startServer({ adminPassword });
    await first.stop();
    await seedPglite(first.dataDir, 20, perBranchPglite * 10);
    const server = await startServer({ adminPassword, dataDir: first.dataDir });
    try {
      await scenario("PGlite", server.base, perBranchPglite);
    } finally {
      await server.stop();
    }
  }
}
