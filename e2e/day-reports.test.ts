import { readFile } from "node:fs/promises";
import { addDays, type Branch, calls, type DayStatus } from "@concierge/contract";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { ensureCountries } from "../apps/api/src/features/countries/index.js";
import { postPayment } from "../apps/api/test/cashier-postings.js";
import { createUser } from "../apps/api/test/factories.js";
import { sendCall, tokenOf } from "./support/calls.js";
import { openPage, useConsole } from "./support/console.js";
import { addSuite, signInAtHome } from "./support/desk.js";
import { stayOf } from "./support/guests.js";

const env = useConsole();
const DAY = 24 * 60 * 60 * 1000;

/** Saves what a button downloads: its name and its bytes. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

/** The forecast's table scrolls sideways on a phone, its nights' column staying in view. */
async function nightsStayInView(page: Page) {
  const box = page.getByRole("main").locator("table").last().locator("xpath=..");
  expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  // To the far end, whichever way the language reads: the first column is still on screen.
  await box.evaluate((element) => {
    const rtl = getComputedStyle(element).direction === "rtl";
    element.scrollLeft = rtl ? -element.scrollWidth : element.scrollWidth;
  });
  const night = await box.locator("tbody th").first().boundingBox();
  const frame = await box.boundingBox();
  if (!night || !frame) throw new Error("the forecast is not on screen");
  expect(night.x).toBeGreaterThanOrEqual(frame.x - 1);
  expect(night.x + night.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
}

/** The header's language menu, as a person picks a language. */
async function speak(page: Page, name: string, dir: "ltr" | "rtl") {
  await page.getByRole("button", { name: /^(Language|اللغة):/ }).click();
  await page.getByRole("menuitem", { name, exact: true }).click();
  await page.waitForFunction((wanted) => document.documentElement.dir === wanted, dir);
}

it("a manager reads the closed day's report and the forecast, downloads them, in English and Arabic", async () => {
  const admin = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  const token = await tokenOf(page.request, admin);
  await addSuite(page, token, admin, "Deluxe", ["R01", "R02", "R03", "R04"]);
  const walkIn = stayOf(admin, { first: "Amara", last: "Report" }, "R01", new Date(Date.now() + 2 * DAY));
  const made = await sendCall(page.request, calls.bookings.create, { body: walkIn }, token);
  expect(made.status()).toBe(201);
  await postPayment(env.site, admin, (await made.json()).Id, 5_000);
  const reserve = async (first: string, room: string) => {
    const arrival = Date.now() + DAY;
    const body = { ...stayOf(admin, { first, last: "Ahead" }, room, new Date(arrival + DAY)) };
    const reserved = await sendCall(
      page.request,
      calls.bookings.reserve,
      { body: { ...body, CheckinDate: new Date(arrival).toISOString() } },
      token,
    );
    expect(reserved.status()).toBe(201);
  };
  await reserve("Bola", "R02");

  // The night audit closes today: the report of today, the books open for tomorrow.
  const at = { domainId: admin.domainId, branchId: admin.branchId };
  const status = (await (
    await sendCall(page.request, calls.day.status, { params: at }, token)
  ).json()) as DayStatus;
  const closed = await sendCall(
    page.request,
    calls.day.close,
    { params: at, body: { BusinessDate: status.BusinessDate } },
    token,
  );
  expect(closed.status()).toBe(200);
  const date = status.BusinessDate;
  const tomorrow = addDays(date, 1);
  // Picked up after the close: one more room tomorrow.
  await reserve("Chidi", "R03");

  await signInAtHome(page, admin);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole("link", { name: "Reports", exact: true }).click();
  await page.waitForURL("**/admin/reports");
  const main = page.getByRole("main");
  await main.getByRole("heading", { name: "Day reports" }).waitFor();
  expect(await main.getByLabel("Closed day").inputValue()).toBe(date);
  const report = main.getByRole("region", { name: "The day's report" });
  await report.getByText("of 4 available").waitFor();
  await report.getByText("25%").waitFor();
  expect(await report.getByText("$120.00").count()).toBeGreaterThan(0);
  const payments = report.getByRole("table").filter({ hasText: "Method" });
  await payments.getByRole("row", { name: /Cash\s*\$50\.00/ }).waitFor();
  await payments.getByRole("row", { name: /Total\s*\$50\.00/ }).waitFor();
  await report.getByText(/^Closed on .+ by .+/).waitFor();

  const forecast = main.getByRole("region", { name: "Forecast" });
  const night = forecast
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader") })
    .first();
  // Tomorrow: Amara's second night, Bola's and Chidi's; Chidi's came after the close.
  await expect.poll(() => night.textContent()).toMatch(/3\s*4\s*75%\s*\$360\.00\s*2\s*0\s*\+1/);
  expect((await forecast.getByRole("row").count()) - 1).toBe(90);

  const csv = await downloaded(page, () => main.getByRole("button", { name: "Download CSV" }).click());
  expect(csv.name).toMatch(new RegExp(`^day-[A-Z0-9-]+-${date}\\.csv$`));
  expect(csv.bytes.toString("utf8")).toContain("Payments,cash,,50");
  const pdf = await downloaded(page, () => main.getByRole("button", { name: "Download PDF" }).click());
  expect(pdf.name).toMatch(new RegExp(`^day-[A-Z0-9-]+-${date}\\.pdf$`));
  expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const ahead = await downloaded(page, () => main.getByRole("button", { name: "Forecast CSV" }).click());
  expect(ahead.name).toMatch(new RegExp(`^forecast-[A-Z0-9-]+-${tomorrow}\\.csv$`));

  // A day not closed yet says so in words.
  await page.goto(`/admin/reports?date=${tomorrow}`);
  await main.getByText("This day is not closed yet").waitFor();

  await page.goto("/admin/reports");
  await speak(page, "العربية", "rtl");
  await main.getByRole("heading", { name: "التقارير اليومية" }).waitFor();
  await main.getByRole("region", { name: "تقرير اليوم" }).getByText("الغرف المبيعة").waitFor();
  await page.setViewportSize({ width: 1440, height: 844 });
  // Right to left: the nights' column starts the table on the right.
  const head = async (name: string) => (await main.getByRole("columnheader", { name }).boundingBox())?.x ?? 0;
  expect(await head("الليلة")).toBeGreaterThan(await head("المكتسب"));
  await page.setViewportSize({ width: 390, height: 844 });
  await nightsStayInView(page);
  await speak(page, "English", "ltr");
  await nightsStayInView(page);
});

it("a manager sets when a branch closes its day by itself, and whether it marks no-shows", async () => {
  await ensureCountries(env.site.db);
  const admin = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  const token = await tokenOf(page.request, admin);
  const list = { params: { domainId: admin.domainId, page: 1, pageSize: 10 } };
  const branches = async () =>
    (await (await sendCall(page.request, calls.branches.list, list, token)).json()).Branches as Branch[];
  const [branch] = await branches();
  if (!branch) throw new Error("no head office");
  const place = { Phone: "+234 1 555 0000", Email: "desk@example.com", Address: "3 Marina" };
  const completed = { ...branch, ...place, Country: "Nigeria", State: "Lagos" };
  expect((await sendCall(page.request, calls.branches.update, { body: completed }, token)).status()).toBe(
    200,
  );

  await signInAtHome(page, admin);
  await page.goto(`/admin/branches?edit=${branch.Id}`);
  const dialog = page.getByRole("dialog");
  expect(await dialog.getByLabel("Day closes at").inputValue()).toBe("03:00");
  await dialog.getByLabel("Day closes at").fill("02:30");
  await dialog.getByRole("switch", { name: "Automatic no-show" }).check();
  await dialog.getByRole("button", { name: "Update" }).click();
  await dialog.waitFor({ state: "hidden" });
  const [saved] = await branches();
  expect(saved).toMatchObject({ AuditTime: "02:30", AutoNoShow: true, BusinessDate: branch.BusinessDate });

  await page.goto(`/admin/branches?details=${branch.Id}`);
  const details = page.getByRole("dialog");
  await details.getByText("02:30", { exact: true }).waitFor();
  await details.getByText("Business day", { exact: true }).waitFor();
});
