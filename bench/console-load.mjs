// The console's first load: every script Chromium loads for /admin/login, each with its gzip size
// (computed here from its bytes, whatever the server sends), and the LCP of /admin/bookings signed
// in, the median of several loads in fresh browser contexts (nothing cached but the session).
// Run alone (`node --import tsx bench/console-load.mjs`) or from run.mjs; the built server serves
// apps/web/dist. WEB_DIST=<dir> serves another build of the console to the browser instead.

import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { calls } from "@concierge/contract";
import { chromium } from "playwright-core";
import { guest, serveConsoleFrom } from "./rack-render.mjs";
import { send, startServer } from "./server.mjs";

const adminPassword = "bench-password-1234";
const LOADS = Number(process.env.BENCH_CONSOLE_LOADS ?? 7);
const BOOKINGS = 20;

// Kilobytes of 1,000 bytes, as vite's build report counts them.
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A branch with a suite of rooms and a guest in each, so the bookings list has rows to paint. */
async function seedBookings(base, token, domainId) {
  await send(base, calls.countries.create, { body: { Name: "Loadland", States: ["North"] } }, token);
  const branch = await send(
    base,
    calls.branches.create,
    {
      body: {
        Name: "Load bench",
        Phone: "08000000000",
        Email: "load@bench.example",
        DomainId: domainId,
        State: "North",
        Country: "Loadland",
        Address: "1 Bench Road",
        TimeZone: "UTC",
      },
    },
    token,
  );
  const codes = Array.from({ length: BOOKINGS }, (_, i) => `L${String(i + 1).padStart(2, "0")}`);
  const suite = {
    Codes: codes,
    DomainId: domainId,
    BranchId: branch.Id,
    Category: "Standard",
    Price: 100,
    Views: ["https://bench.example/view.png"],
    Utilities: ["Internet"],
  };
  await send(base, calls.suites.create, { body: suite }, token);
  const checkout = new Date(Date.now() + 2 * 86_400_000).toISOString();
  for (const [n, code] of codes.entries()) {
    const body = {
      BranchId: branch.Id,
      DomainId: domainId,
      SuiteCode: code,
      ...guest(n),
      CheckoutDate: checkout,
    };
    await send(base, calls.bookings.create, { body }, token);
  }
  return branch.Id;
}

function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
  });
}

/** A fresh browser context on the server at `base`, the console served from WEB_DIST when set. */
async function newContext(browser, base, options = {}) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1440, height: 900 },
    ...options,
  });
  if (process.env.WEB_DIST) await serveConsoleFrom(context, process.env.WEB_DIST);
  return context;
}

/** Every script a fresh browser loads for /admin/login: its name, raw and gzip bytes. */
async function loginScripts(browser, base) {
  const context = await newContext(browser, base);
  const page = await context.newPage();
  const loaded = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    loaded.push(
      response.body().then((body) => ({
        name: new URL(response.url()).pathname.replace("/assets/", ""),
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  await page.goto("/admin/login");
  await page.getByRole("button", { name: "Login" }).waitFor();
  await page.waitForLoadState("networkidle");
  const scripts = await Promise.all(loaded);
  await context.close();
  return scripts.sort((a, b) => b.gzip - a.gzip);
}

/** The largest contentful paint of one load of the page open now, once the page has settled. */
const lcpOf = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry.startTime;
        }).observe({ type: "largest-contentful-paint", buffered: true });
        setTimeout(() => resolve(last), 300);
      }),
  );

/** The LCP in ms of /admin/bookings signed in, each load in a fresh context holding the session. */
async function bookingsLcp(browser, base, branchId) {
  const context = await newContext(browser, base);
  const page = await context.newPage();
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password", { exact: true }).fill(adminPassword);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((url) => url.pathname === "/admin");
  const storageState = await context.storageState();
  await context.close();
  const timings = [];
  for (let load = 0; load < LOADS; load++) {
    const fresh = await newContext(browser, base, { storageState });
    const open = await fresh.newPage();
    await open.goto(`/admin/bookings?branch=${branchId}`);
    await open.getByRole("cell", { name: `Guest${BOOKINGS - 1}`, exact: true }).waitFor({ timeout: 30_000 });
    await open.waitForLoadState("networkidle");
    timings.push(await lcpOf(open));
    await fresh.close();
  }
  return timings;
}

/** Prints the login route's scripts and the bookings list's LCP, measured on the server at `base`. */
export async function consoleLoadFigures(label, base) {
  const login = await send(base, calls.auth.login, { body: { username: "admin", password: adminPassword } });
  const branchId = await seedBookings(base, login.Token, login.User.DomainId);
  const browser = await launch();
  try {
    const scripts = await loginScripts(browser, base);
    for (const script of scripts)
      console.log(
        `  ${script.name.padEnd(44)} ${kb(script.raw).padStart(10)} raw ${kb(script.gzip).padStart(10)} gzip`,
      );
    const raw = scripts.reduce((sum, script) => sum + script.raw, 0);
    const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
    const title = `[${label}] /admin/login first load, ${scripts.length} scripts`;
    console.log(`${title.padEnd(66)} ${kb(gzip).padStart(9)} gzip   ${kb(raw).padStart(9)} raw`);
    const timings = await bookingsLcp(browser, base, branchId);
    const spread = `${Math.min(...timings).toFixed(0)}–${Math.max(...timings).toFixed(0)}`;
    const figures = `median ${median(timings).toFixed(0).padStart(4)} ms   (${spread} ms over ${timings.length} loads)`;
    console.log(`${`[${label}] /admin/bookings LCP, signed in, cold cache`.padEnd(66)} ${figures}`);
  } finally {
    await browser.close();
  }
}

/** The built server on a fresh embedded database, measured and stopped. */
export async function benchConsoleLoad() {
  const server = await startServer({ adminPassword });
  try {
    await consoleLoadFigures("PGlite", server.base);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchConsoleLoad();
