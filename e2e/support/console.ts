import path from "node:path";
import { liveCalls } from "@concierge/contract";
import { type Browser, type BrowserContext, chromium, type Page, type Request } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { startApi } from "../../apps/api/test/harness.js";
import { freePort } from "../../apps/api/test/server-process.js";

// WEB_DIST: a console built elsewhere (`vite build --outDir`), so that two builds need not share one.
const webDist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, "../../apps/web/dist");

/**
 * The API with the built console, listening on a loopback port, on an embedded database this test
 * process can also reach directly to build its users; `logs` receives the server's log lines.
 */
export async function startConsole(logs?: string[]) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = await startApi({ webDist, env: { PUBLIC_URL: base }, logs });
  await api.app.listen({ port, host: "127.0.0.1" });
  return { ...api, base };
}

export type Console = Awaited<ReturnType<typeof startConsole>>;

/** Debian's Chromium, headless; its background networking is off because this machine has no internet. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** A fresh browser context (its own storage) on one page, with the clipboard allowed. */
export async function openPage(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: base,
    permissions: ["clipboard-read", "clipboard-write"],
  });
  context.setDefaultTimeout(10_000);
  return trackRequests(context).newPage();
}

// The branch's live stream stays open as long as the console does: it is not loading.
const liveStream = liveCalls.events.path.split("/:")[0] ?? "";
const inFlight = new WeakMap<BrowserContext, Set<Request>>();

/** Counts the requests of `context`'s pages in flight, for `networkSettled` (openPage does it). */
export function trackRequests(context: BrowserContext) {
  const open = new Set<Request>();
  inFlight.set(context, open);
  context.on("request", (request) => {
    if (!new URL(request.url()).pathname.startsWith(liveStream)) open.add(request);
  });
  context.on("requestfinished", (request) => open.delete(request));
  context.on("requestfailed", (request) => open.delete(request));
  return context;
}

/**
 * Playwright's "networkidle" for a signed-in console: loaded, then no request in flight for half a
 * second, the live stream aside (Playwright would wait for that one to end, which it never does).
 */
export async function networkSettled(page: Page) {
  const open = inFlight.get(page.context());
  if (!open) throw new Error("networkSettled needs a context made by openPage or passed to trackRequests");
  await page.waitForLoadState("load");
  const quiet = 500;
  const timeout = Date.now() + 10_000;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quiet) {
    if (Date.now() > timeout) throw new Error(`requests still in flight: ${[...open].map((r) => r.url())}`);
    if (open.size > 0) quietSince = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function signInThroughForm(page: Page, user: { username: string; password: string }) {
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** The console and a browser for one test file: started before its tests, stopped after them. */
export function useConsole(logs?: string[]) {
  let site: Console | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = await startConsole(logs);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  const started = <T>(value: T | undefined) => {
    if (!value) throw new Error("the console has not started");
    return value;
  };
  return {
    get site() {
      return started(site);
    },
    get browser() {
      return started(browser);
    },
  };
}
