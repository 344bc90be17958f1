import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
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
  return context.newPage();
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
