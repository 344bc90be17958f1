// The room rack's render time: a branch of 200 rooms with stays across 31 nights, made through the
// API, opened at /admin/rack?days=31 in Chromium and reloaded; each load is timed from the rack
// answer's last byte (its resource timing) to the grid painted (the rack's `rack-rendered` mark).
// Run alone (`node --import tsx bench/rack-render.mjs`) or from run.mjs; the built server serves
// apps/web/dist. WEB_DIST=<dir> serves another build of the console to the browser instead.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { addDays, calls, dayIn, exampleGuest, instantAt } from "@concierge/contract";
import { chromium } from "playwright-core";
import { send, startServer } from "./server.mjs";

const adminPassword = "bench-password-1234";
const ROOMS = 200;
const NIGHTS = 31;
const RELOADS = Number(process.env.BENCH_RACK_RELOADS ?? 10);
const ZONE = "UTC";

/** At most `width` of `tasks` at once. */
async function inBatches(tasks, width = 8) {
  for (let i = 0; i < tasks.length; i += width)
    await Promise.all(tasks.slice(i, i + width).map((task) => task()));
}

/** A walk-in's guest fields, as every bench books them: the contract's example, named. */
export const guest = (n) => ({
  ...exampleGuest(),
  FirstName: `Guest${n}`,
  LastName: "Bench",
  GuestId: `ID${n}`,
});

/**
 * A branch of 200 rooms in 5 categories; every second room has a guest in house until the day after
 * tomorrow, then every room is reserved back to back, 2 to 4 nights at a time, across the window;
 * every tenth room is out of order for two nights. Answers the branch and how many stays it holds.
 */
async function seedBranch(base, token, domainId) {
  await send(base, calls.countries.create, { body: { Name: "Rackland", States: ["North"] } }, token);
  const branch = await send(
    base,
    calls.branches.create,
    {
      body: {
        Name: "Rack bench",
        Phone: "08000000000",
        Email: "rack@bench.example",
        DomainId: domainId,
        State: "North",
        Country: "Rackland",
        Address: "1 Bench Road",
        TimeZone: ZONE,
      },
    },
    token,
  );
  const codes = Array.from({ length: ROOMS }, (_, i) => `R${String(i + 1).padStart(3, "0")}`);
  for (let category = 0; category < 5; category++) {
    const body = {
      Codes: codes.slice(category * 40, category * 40 + 40),
      DomainId: domainId,
      BranchId: branch.Id,
      Category: `Category ${category + 1}`,
      Price: 100 + category * 20,
      Views: ["https://bench.example/view.png"],
      Utilities: ["Internet"],
    };
    await send(base, calls.suites.create, { body }, token);
  }
  const today = dayIn(new Date(), ZONE);
  const stays = [];
  codes.forEach((code, index) => {
    const stay = { BranchId: branch.Id, DomainId: domainId, SuiteCode: code };
    if (index % 2 === 0) {
      const CheckoutDate = instantAt(addDays(today, 2), "11:00", ZONE).toISOString();
      stays.push(() =>
        send(base, calls.bookings.create, { body: { ...stay, ...guest(index), CheckoutDate } }, token),
      );
    }
    let arrival = addDays(today, index % 2 === 0 ? 2 : 1 + (index % 3));
    for (let n = 0; daysBetweenDays(today, arrival) < NIGHTS; n++) {
      const nights = 2 + ((index + n) % 3);
      const body = {
        ...stay,
        ...guest(index * 100 + n),
        CheckinDate: instantAt(arrival, "14:00", ZONE).toISOString(),
        CheckoutDate: instantAt(addDays(arrival, nights), "11:00", ZONE).toISOString(),
      };
      // Every tenth room is out of order for two nights instead of its fourth stay; a block holds
      // whole days, so it starts the day after the last guest leaves.
      if (index % 10 === 0 && n === 3) {
        const block = { From: addDays(arrival, 1), To: addDays(arrival, 3), Reason: "Repainting" };
        const params = { domainId, branchId: branch.Id, code };
        stays.push(() => send(base, calls.rooms.block, { params, body: block }, token));
        arrival = block.To;
        continue;
      }
      stays.push(() => send(base, calls.bookings.reserve, { body }, token));
      arrival = addDays(arrival, nights);
    }
  });
  await inBatches(stays);
  return { branchId: branch.Id, stays: stays.length };
}

const daysBetweenDays = (from, to) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

const contentTypes = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
};

/** Serves the console's files from `dir` to the browser, the API from the server. */
export async function serveConsoleFrom(context, dir) {
  await context.route(
    (url) => !/^\/(api|login|refresh|logout|readyz|healthz|images)\b/.test(url.pathname),
    async (route) => {
      const { pathname } = new URL(route.request().url());
      const file = path.join(dir, pathname.startsWith("/assets/") ? pathname : "index.html");
      const type = contentTypes[path.extname(file)] ?? "application/octet-stream";
      await route.fulfill({ body: await readFile(file), contentType: type });
    },
  );
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Loads the rack `RELOADS` times; each load's milliseconds from the rack's answer to its paint. */
async function timeRack(base, branchId, credentials) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
  });
  try {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
    if (process.env.WEB_DIST) await serveConsoleFrom(context, process.env.WEB_DIST);
    const page = await context.newPage();
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill(credentials.username);
    await page.getByLabel("Password", { exact: true }).fill(credentials.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.goto(`/admin/rack?days=${NIGHTS}&branch=${branchId}`);
    const timings = [];
    for (let load = 0; load <= RELOADS; load++) {
      if (load > 0) await page.reload();
      await page.waitForFunction(() => performance.getEntriesByName("rack-rendered").length > 0, null, {
        timeout: 30_000,
      });
      const timing = await page.evaluate(() => {
        const answer = performance
          .getEntriesByType("resource")
          .findLast((entry) => entry.name.includes("/branches/rack/"));
        const painted = performance.getEntriesByName("rack-rendered")[0];
        const bars = document.querySelectorAll(
          "[aria-label='Room rack'] button[aria-label*=', room ']",
        ).length;
        return { ms: painted.startTime - answer.responseEnd, bars };
      });
      if (timing.bars === 0) throw new Error("the rack showed no stays");
      if (load > 0) timings.push(timing.ms); // the first load warms the browser's caches
    }
    return timings.sort((a, b) => a - b);
  } finally {
    await browser.close();
  }
}

/** Seeds a branch on the server at `base` and prints the rack's render figures, as run.mjs prints. */
export async function rackRenderFigures(
  label,
  base,
  credentials = { username: "admin", password: adminPassword },
) {
  const login = await send(base, calls.auth.login, { body: credentials });
  const started = Date.now();
  const { branchId, stays } = await seedBranch(base, login.Token, login.User.DomainId);
  console.log(
    `(seeded the rack's branch through the API in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  const timings = await timeRack(base, branchId, credentials);
  const figures = `median ${percentile(timings, 50).toFixed(0).padStart(4)} ms   p95 ${percentile(timings, 95).toFixed(0).padStart(4)} ms`;
  const title = `[${label}] rack render, ${ROOMS} rooms × ${NIGHTS} nights (${stays} stays and blocks)`;
  console.log(`${title.padEnd(66)} ${figures}   (${timings.length} loads, answer to paint)`);
}

/** The built server on a fresh embedded database, measured and stopped. */
export async function benchRackRender() {
  const server = await startServer({ adminPassword });
  try {
    await rackRenderFigures("PGlite", server.base);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchRackRender();
