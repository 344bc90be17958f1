// npm run bench: drives the built server with autocannon and prints requests/s and p50/p99 latency
// for each scenario, on PGlite and, when DATABASE_URL is set, on a fresh database of that server.
// `npm run bench -- rack` runs only the scenarios named (see `scenarios` at the end); none, all.
import { randomBytes } from "node:crypto";
import { calls, requestOf } from "@concierge/contract";
import autocannon from "autocannon";
import { benchConsoleLoad } from "./console-load.mjs";
import { benchDayClose } from "./day-close.mjs";
import { benchDeepPages } from "./deep-pages.mjs";
import { benchExportRss } from "./export-rss.mjs";
import { benchFolios } from "./folios.mjs";
import { benchGuests } from "./guests.mjs";
import { benchLive } from "./live.mjs";
import { benchRackRender } from "./rack-render.mjs";
import { benchRates } from "./rates.mjs";
import { benchRatio } from "./ratio.mjs";
import { ratioListNames } from "./ratio-lists.mjs";
import { ARRIVALS, seedPglite, seedPostgres } from "./seed.mjs";
import { onFreshPostgres, send, startServer } from "./server.mjs";
import { benchStart } from "./start.mjs";

const adminPassword = "bench-password-1234";
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rows = Number(process.env.BENCH_ROWS ?? 10_000);
const bookings = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
// The embedded database seeds at a tenth of a server's speed: a tenth of the bookings by default.
const pgliteBookings = Number(process.env.BENCH_PGLITE_BOOKINGS ?? bookings / 10);

/** The URL of `call` with `input` on the server at `base`. */
const urlOf = (base, call, input = {}) => base + requestOf(call, input).url;

async function measure(title, options) {
  const result = await autocannon({ connections, duration: seconds, ...options });
  const failed = result.non2xx + result.errors + result.timeouts;
  const figures = `${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms`;
  console.log(`${title.padEnd(66)} ${figures}${failed ? `   (${failed} failed)` : ""}`);
}

async function scenarios(label, base) {
  const credentials = { username: "admin", password: adminPassword };
  const login = await send(base, calls.auth.login, { body: credentials });
  const auth = { authorization: `Bearer ${login.Token}` };
  const domain = login.User.DomainId;
  for (let i = 0; i < 50; i++) {
    await send(
      base,
      calls.countries.create,
      { body: { Name: `Country ${i}`, States: ["North", "South"] } },
      login.Token,
    );
  }
  await measure(`[${label}] POST /login`, {
    url: urlOf(base, calls.auth.login),
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(credentials),
  });
  await measure(`[${label}] GET countries (50)`, { url: urlOf(base, calls.countries.list), headers: auth });
  const last = Math.ceil(rows / 10);
  for (const [list, page] of [
    ["users", 1],
    ["users", last],
    ["branches", 1],
    ["branches", last],
    ["suites", 1],
    ["suites", last],
  ]) {
    await measure(`[${label}] GET ${list} page ${page} of ${last} (${rows} rows)`, {
      url: urlOf(base, calls[list].list, { params: { domainId: domain, page, pageSize: 10 } }),
      headers: auth,
    });
  }
  const upload = JSON.stringify({
    name: "Bench view",
    image: `data:image/png;base64,${image.toString("base64")}`,
  });
  await measure(`[${label}] POST images (${image.length / 1024} KB PNG)`, {
    url: urlOf(base, calls.images.upload),
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: upload,
  });
  const { link } = await send(base, calls.images.upload, { body: JSON.parse(upload) }, login.Token);
  await measure(`[${label}] GET image link (${image.length / 1024} KB)`, { url: link });
  await frontDesk(label, base, auth, login.Token, domain);
}

/**
 * The bookings list and the dashboard of 'Branch 000001' (a tenth of the bookings) and of the domain,
 * each also one request at a time: its latency on a quiet server, without queueing behind the others.
 */
async function frontDesk(label, base, auth, token, domain) {
  const firstBranch = { params: { domainId: domain, page: 1, pageSize: 1 } };
  const { Branches } = await send(base, calls.branches.list, firstBranch, token);
  const branch = Branches[0].Id;
  const firstPage = { domainId: domain, branchId: branch, page: 1, pageSize: 10 };
  const { Count } = await send(base, calls.bookings.list, { params: firstPage }, token);
  const bookingsOf = (page, query) =>
    urlOf(base, calls.bookings.list, { params: { ...firstPage, page }, query });
  const dashboardOf = (query) =>
    urlOf(base, calls.dashboard.figures, {
      params: { domainId: domain },
      query: { timeZone: "Africa/Lagos", ...query },
    });
  const [newest] = (await send(base, calls.bookings.list, { params: firstPage }, token)).Bookings;
  const auditOf = (query) =>
    urlOf(base, calls.audit.list, { params: { domainId: domain, page: 1, pageSize: 10 }, query });
  const rackOf = (query) =>
    urlOf(base, calls.rooms.rack, { params: { domainId: domain, branchId: branch }, query });
  const dayBefore = (days) => new Date(Date.now() - days * 24 * 3_600_000).toISOString().slice(0, 10);
  const [today, aMonthAgo, aYearAgo] = [dayBefore(0), dayBefore(30), dayBefore(365)];
  for (const [title, url] of [
    [`rack of the branch, 14 nights from today (100 rooms, branch of ${Count})`, rackOf({})],
    ["rack of the branch, 31 nights from today", rackOf({ days: 31 })],
    [`rack of the branch, 31 nights from ${aYearAgo}`, rackOf({ from: aYearAgo, days: 31 })],
    [`bookings page 1 of ${Math.ceil(Count / 10)} (branch of ${Count})`, bookingsOf(1)],
    [`bookings page 1000 (branch of ${Count})`, bookingsOf(1000)],
    [`bookings in house page 1 (branch of ${Count})`, bookingsOf(1, { inHouse: "true" })],
    ['bookings found by part of a name, q "adele dup"', bookingsOf(1, { q: "adele dup" })],
    [
      `bookings checked out, stays over ${aMonthAgo} to ${today}`,
      bookingsOf(1, { status: "checked-out", from: aMonthAgo, to: today }),
    ],
    ["bookings sorted by check-out date, latest first", bookingsOf(1, { sort: "-CheckoutDate" })],
    ["audit trail page 1 (an entry per booking, and more)", auditOf({})],
    ['audit trail found by part of a guest\'s name, q "adele dup"', auditOf({ q: "adele dup" })],
    ["audit trail of one booking (its history)", auditOf({ entity: "booking", entityId: newest.Id })],
    ["dashboard of the branch", dashboardOf({ branchId: branch })],
    ["dashboard of the domain (10 branches)", dashboardOf({})],
  ]) {
    await measure(`[${label}] GET ${title}`, { url, headers: auth });
    await measure(`[${label}]   the same, 1 connection`, { url, headers: auth, connections: 1 });
  }
  await checkIns(label, base, auth, token, domain);
}

/**
 * The check-in of today's arrivals (seeded in 'Branch 000011'): half of them with 10 connections,
 * the other half one at a time; each request checks in a booking of its own.
 */
async function checkIns(label, base, auth, token, domain) {
  const named = { params: { domainId: domain, page: 1, pageSize: 1 }, query: { q: "Branch 000011" } };
  const branchId = (await send(base, calls.branches.list, named, token)).Branches[0].Id;
  const reserved = [];
  for (let page = 1; reserved.length < ARRIVALS; page++) {
    const params = { domainId: domain, branchId, page, pageSize: 100 };
    const { Bookings } = await send(
      base,
      calls.bookings.list,
      { params, query: { status: "reserved" } },
      token,
    );
    if (!Bookings.length) break;
    reserved.push(...Bookings.map((booking) => booking.Id));
  }
  const half = Math.floor(reserved.length / 2);
  for (const [title, ids, options] of [
    [`POST check-in of an arrival (${half} of them)`, reserved.slice(0, half), {}],
    ["  the same, 1 connection", reserved.slice(half), { connections: 1 }],
  ]) {
    const next = ids.values();
    await measure(`[${label}] ${title}`, {
      url: base,
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      amount: ids.length,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: requestOf(calls.bookings.checkIn, {
              params: { domainId: domain, bookingId: next.next().value },
            }).url,
          }),
        },
      ],
      ...options,
    });
  }
}

// A 500 KB upload: the PNG signature, then bytes no compression helps with.
const image = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), randomBytes(500 * 1024 - 8)]);

/** The API's calls on both databases: lists, uploads, the front desk and, on PostgreSQL, the export. */
async function lists() {
  console.log(
    `Concierge benchmark: ${connections} connections, ${seconds} s a scenario, lists of ${rows} rows, ` +
      `${bookings} bookings on PostgreSQL and ${pgliteBookings} on PGlite\n`,
  );
  // PGlite is one process's database: seed it between a first start (schema, administrator) and the run.
  const first = await startServer({ adminPassword });
  await first.stop();
  await seedPglite(first.dataDir, rows, pgliteBookings);
  const pglite = await startServer({ adminPassword, dataDir: first.dataDir });
  try {
    await scenarios("PGlite", pglite.base);
  } finally {
    await pglite.stop();
  }

  if (process.env.DATABASE_URL) {
    await onFreshPostgres(process.env.DATABASE_URL, async (databaseUrl) => {
      const server = await startServer({ databaseUrl, adminPassword });
      try {
        await seedPostgres(databaseUrl, rows, bookings);
        await scenarios("PostgreSQL", server.base);
        await benchExportRss("PostgreSQL", server, adminPassword);
      } finally {
        await server.stop();
      }
    });
  } else {
    console.log("\n(PostgreSQL skipped: set DATABASE_URL=postgres://… to measure it too)");
  }
}

/** Each scenario by the name that `npm run bench -- <name>` runs it by, in the order of a full run. */
const all = {
  lists,
  // The console: the room rack's render time in Chromium, on a server of its own.
  rack: benchRackRender,
  "deep-pages": benchDeepPages,
  // The guests search and the booking form's type-ahead at a million profiles (PostgreSQL only).
  guests: benchGuests,
  // Rate plans at a million bookings: offers, the rate calendar, a year of prices (PostgreSQL only).
  rates: benchRates,
  // Postings and a folio's read at a million bookings; 20 connections on one folio (PostgreSQL only).
  folios: benchFolios,
  // The night audit of a 500-room branch, 450 stays in house (< 5 s), and closing it again (PostgreSQL only).
  "day-close": benchDayClose,
  // 200 live streams on one process: an event's way from the write's answer to each, an idle one's memory.
  live: benchLive,
  // The console's first load: the login route's scripts (gzip) and the bookings list's LCP.
  console: benchConsoleLoad,
  // The start's time to the first answer, and the server's memory on each database.
  start: benchStart,
  // Each list against a bare route of the same SQL (PostgreSQL only): the product's share.
  ratio: () => benchRatio(listsOfRatio),
};

const named = process.argv.slice(2);
// `ratio users roles`: the names of lists after `ratio` choose the lists it measures.
const listsOfRatio = named.filter((name) => ratioListNames.includes(name));
const asked = named.filter((name) => !listsOfRatio.includes(name));
const unknown = asked.filter((name) => !(name in all));
if (listsOfRatio.length && !asked.includes("ratio")) {
  console.error(
    `${listsOfRatio.join(", ")}: lists of the ratio scenario (npm run bench -- ratio ${listsOfRatio.join(" ")})`,
  );
  process.exit(2);
}
if (unknown.length) {
  console.error(
    `No scenario ${unknown.join(", ")}; the scenarios are: ${Object.keys(all).join(", ")}` +
      ` (and after ratio, its lists: ${ratioListNames.join(", ")})`,
  );
  process.exit(2);
}
for (const [name, run] of Object.entries(all)) {
  if (asked.length && !asked.includes(name)) continue;
  console.log(`\n== ${name}`);
  await run();
}
