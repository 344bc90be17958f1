import { type BookingStatus, calls, type Language } from "@concierge/contract";
import type { Page, Request } from "playwright-core";
import { expect, it } from "vitest";
import { createUser, signIn } from "../apps/api/test/factories.js";
import { addSuite, DAY, storedStay } from "../apps/api/test/front-desk.js";
import { type Console, isLiveStream, openPage, signInThroughForm, useConsole } from "./support/console.js";
import { furnishedDomain } from "./support/furnished-domain.js";
import { consoleScreens } from "./support/screens.js";

const env = useConsole();

const WIDTHS = [1440, 390] as const;
// Long as real guests' names are: buttons named after them must still show their whole word.
const LONG_FIRST_NAME = "Maximiliana-Alexandrina";
const CATEGORY = "Deluxe Ocean-view King Suite with Balcony";
// Cancelling a booking, as each language names the action on a row and in its dialog.
const CANCEL: Record<string, { named: string; confirm: string }> = {
  en: { named: "Cancel booking", confirm: "Cancel booking" },
  ar: { named: "إلغاء حجز", confirm: "إلغاء الحجز" },
};
// Each walk cancels a reservation of its own: the other walk's lists hear it live (issue 32).
const CANCELLED: Record<string, string> = { en: "B101", ar: "B106" };

/**
 * The furnished domain with a booking in every status; the reservation and the stay due a minute ago,
 * so that home lists them (today, or overdue) with Check in and Check out whatever the hour.
 */
async function busyDomain(site: Console) {
  const domain = await furnishedDomain(site);
  const staff = { ...domain.admin, ...(await signIn(site, domain.admin)) };
  await addSuite(
    site,
    staff,
    staff.branchId,
    ["B101", "B102", "B103", "B104", "B105", "B106"],
    450,
    CATEGORY,
  );
  const at = (days: number) => new Date(Date.now() + days * DAY);
  const minuteAgo = new Date(Date.now() - 60_000);
  const stays: [code: string, from: Date, until: Date, checkedOut: Date | null, status?: BookingStatus][] = [
    ["B101", minuteAgo, at(2), null, "reserved"],
    ["B102", at(-2), minuteAgo, null, "in-house"],
    ["B103", at(-3), at(-1), at(-1)],
    ["B104", at(3), at(5), null, "cancelled"],
    ["B105", at(-1), at(1), null, "no-show"],
    ["B106", minuteAgo, at(2), null, "reserved"],
  ];
  for (const [code, from, until, checkedOut, status] of stays) {
    await storedStay(site, staff, { code }, from, until, checkedOut, {
      firstName: `${LONG_FIRST_NAME} ${code}`,
      ...(status ? { status } : {}),
    });
  }
  return domain;
}

/**
 * The buttons and badges whose text is wider than their box, on the page as it stands: the element
 * or one of Mantine's label boxes inside it scrolls. The rack's stay and block bars ellipsize by
 * design (their whole text is their name), so they are left out.
 */
const cutLabels = (page: Page) =>
  page.evaluate(() => {
    const selector = 'button, [role="button"], a.mantine-Button-root, .mantine-Badge-root';
    const labels = ".mantine-Button-label, .mantine-Button-inner, .mantine-Badge-label";
    const cut: string[] = [];
    // An open dialog's overlay covers the page: what is under it is not read.
    const scope: ParentNode = document.querySelector('[role="dialog"]') ?? document;
    for (const element of Array.from(scope.querySelectorAll<HTMLElement>(selector))) {
      const text = element.innerText?.trim();
      if (!text || element.style.getPropertyValue("--span") !== "") continue;
      if (!element.checkVisibility() || element.getBoundingClientRect().width === 0) continue;
      const boxes = [element, ...Array.from(element.querySelectorAll<HTMLElement>(labels))];
      const overflows = boxes.some(
        (box) => getComputedStyle(box).display !== "inline" && box.scrollWidth > box.clientWidth + 1,
      );
      if (overflows) cut.push(text.replace(/\s+/g, " "));
    }
    return [...new Set(cut)];
  });

/** Waits until no call of the page is in flight, then a frame for what they bring to be drawn. */
function settling(page: Page) {
  const inFlight = new Set<Request>();
  page.on("request", (request) => isLiveStream(request) || inFlight.add(request));
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => inFlight.delete(request));
  const frame = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  return async () => {
    for (let quiet = 0; quiet < 3; ) {
      await frame();
      quiet = inFlight.size === 0 ? quiet + 1 : 0;
    }
  };
}

/** The screens at both widths, reached as a user reaches them (no reload), each width checked. */
async function walk(page: Page, urls: readonly string[], language: Language) {
  const found: string[] = [];
  const settled = settling(page);
  const check = async (screen: string) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await settled();
      // A layout caught between two renders (a list switching to cards) is read again once still.
      if ((await cutLabels(page)).length > 0) await page.waitForTimeout(400);
      for (const text of await cutLabels(page)) found.push(`${screen} (${language}, ${width} px): "${text}"`);
    }
  };
  for (const url of urls) {
    await page.evaluate((to) => {
      history.pushState(null, "", to);
      dispatchEvent(new PopStateEvent("popstate"));
    }, url);
    await page.getByRole("heading").first().waitFor();
    // The dialog of the screen before closes as the next opens: one at a time is read.
    await expect.poll(() => page.getByRole("dialog").count()).toBe(url.includes("?") ? 1 : 0);
    await settled();
    await check(url);
  }
  // Undo, as a cancelled booking offers it.
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  await page
    .getByRole("button", { name: new RegExp(`^${CANCEL[language]?.named} .*${CANCELLED[language]}`) })
    .click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: CANCEL[language]?.confirm, exact: true })
    .click();
  await page.getByRole("alert").getByRole("button").last().waitFor();
  await page.getByRole("dialog").waitFor({ state: "detached" });
  await check("an undoable notice");
  return found;
}

it("no button's or badge's text is cut, in English and Arabic, at 1440 and 390 px, on every screen with a booking in every status", async () => {
  const domain = await busyDomain(env.site);
  const { pages, dialogs } = consoleScreens(domain);
  // Home near the end, with its arrivals and departures; the bookings list last, for the Undo.
  const urls = [...pages, ...dialogs, "/admin", "/admin/bookings"];
  const arabic = await createUser(env.site.db, { domain: domain.admin });
  const desk = await signIn(env.site, arabic);
  await env.site.call(calls.preferences.update, { body: { Language: "ar", Theme: "light" } }, desk.headers);
  const walks = await Promise.all(
    (
      [
        ["en", domain.admin],
        ["ar", arabic],
      ] as const
    ).map(async ([language, user]) => {
      const page = await openPage(env.browser, env.site.base);
      await page.goto("/admin/login");
      await signInThroughForm(page, user);
      await page.waitForURL((url) => url.pathname === "/admin");
      const found = await walk(page, urls, language);
      await page.context().close();
      return found;
    }),
  );
  expect(walks.flat()).toEqual([]);
}, 180_000);
