import { addDays, calls, dayIn, Permission, type RatePlan } from "@concierge/contract";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { createUser } from "../apps/api/test/factories.js";
import { plansInOrder } from "../apps/web/src/features/rates/rate-layout.js";
import { sendCall, tokenOf } from "./support/calls.js";
import { openPage, useConsole } from "./support/console.js";
import { addSuite, signInAtHome } from "./support/desk.js";
import { centre } from "./support/rack.js";

const env = useConsole();

// The test branch counts nights in UTC; the calendar names them as "Sat 28 Nov 2026".
const long = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});
const longDay = (day: string) => long.format(new Date(`${day}T00:00:00Z`));

/** The first Saturday after today: it and its Sunday are in the calendar's first 14 nights. */
function nextWeekend() {
  let day = addDays(dayIn(new Date(), "UTC"), 1);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6) day = addDays(day, 1);
  return [day, addDays(day, 1)] as const;
}

/** A plan's night of Deluxe, by the words a screen reader says of it. */
const night = (page: Page, plan: string, day: string) =>
  page.getByRole("button", { name: new RegExp(`^${plan}, Deluxe, ${longDay(day)}: `) });

it("a revenue manager sets a weekend price by dragging across it, and the derived plan follows", async () => {
  const admin = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  const token = await tokenOf(page.request, admin);
  await addSuite(page, token, admin, "Deluxe", ["A5"], 120);
  const at = { domainId: admin.domainId, branchId: admin.branchId };
  await signInAtHome(page, admin);
  await page.getByRole("link", { name: "Rates", exact: true }).click();
  await page.waitForURL("**/admin/rates");

  // A plan derived from BAR at 10 % less; a second BAR is refused in words.
  await page.getByRole("button", { name: "Add a rate plan" }).click();
  const form = page.getByRole("dialog", { name: "Add a rate plan" });
  await form.getByLabel("Code").fill("BAR");
  await form.getByLabel("Name").fill("Non-refundable");
  await form.getByRole("button", { name: "Add plan" }).click();
  await form.getByText("code BAR is already a rate plan of this branch").waitFor();
  await form.getByLabel("Code").fill("NREF");
  await form.getByRole("combobox", { name: "Derived from" }).click();
  await page.getByRole("option", { name: /^BAR · / }).click();
  await form.getByLabel(/^Percent \(/).fill("-10");
  await form.getByLabel("Refundable").uncheck();
  await form.getByRole("button", { name: "Add plan" }).click();
  await form.waitFor({ state: "hidden" });
  const plans = await sendCall(page.request, calls.rates.plans, { params: at }, token);
  const [bar, derived] = plansInOrder(((await plans.json()) as { RatePlans: RatePlan[] }).RatePlans);
  expect(derived).toMatchObject({ Code: "NREF", ParentId: bar?.Id, Percent: -10, Refundable: false });

  const [saturday, sunday] = nextWeekend();
  await expect.poll(() => night(page, "BAR", saturday).getAttribute("title")).toBe("suite price");
  expect(await night(page, "NREF", saturday).getAttribute("aria-label")).toMatch(/108\.00/);

  // Pressed on Saturday, let go on Sunday: the two nights of BAR's row are picked and the form opens.
  const from = await centre(night(page, "BAR", saturday));
  const to = await centre(night(page, "BAR", sunday));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
  const dialog = page.getByRole("dialog", { name: "Set BAR · Deluxe" });
  await expect.poll(() => dialog.getByLabel("First night").inputValue()).toBe(saturday);
  expect(await dialog.getByLabel("Last night").inputValue()).toBe(sunday);
  await dialog.getByLabel("Price a night").fill("150");
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.waitFor({ state: "hidden" });

  // Read back: both nights at 150, set over that weekend; NREF follows at 10 % less.
  for (const day of [saturday, sunday]) {
    await expect.poll(() => night(page, "BAR", day).getAttribute("aria-label")).toMatch(/150\.00/);
    expect(await night(page, "BAR", day).getAttribute("title")).toMatch(/^set /);
    expect(await night(page, "NREF", day).getAttribute("aria-label")).toMatch(/135\.00/);
    expect(await night(page, "NREF", day).getAttribute("title")).toBe("BAR -10%");
  }
  // The Friday before kept the suite's price, and the derived row is not offered for setting.
  const friday = addDays(saturday, -1);
  expect(await night(page, "BAR", friday).getAttribute("aria-label")).toMatch(/120\.00/);
  expect(await night(page, "NREF", saturday).getAttribute("aria-disabled")).toBe("true");
  const api = await sendCall(
    page.request,
    calls.rates.calendar,
    { params: at, query: { from: saturday, days: 2 } },
    token,
  );
  const cells = ((await api.json()) as { Cells: { RatePlanId: string; Price: number }[] }).Cells;
  expect(cells.filter((cell) => cell.RatePlanId === bar?.Id).map((cell) => cell.Price)).toEqual([150, 150]);
});

it("a revenue manager closes nights and sets a minimum stay from the keyboard; a receptionist reads the calendar only", async () => {
  const admin = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  const token = await tokenOf(page.request, admin);
  await addSuite(page, token, admin, "Deluxe", ["A5"], 120);
  await signInAtHome(page, admin);
  await page.goto("/admin/rates");
  const [saturday, sunday] = nextWeekend();
  const friday = addDays(saturday, -1);

  // Arrows to Friday, Shift+arrow to Saturday, Enter: the form opens on those two nights.
  await night(page, "BAR", friday).waitFor();
  await page
    .getByRole("button", { name: /^BAR, Deluxe, / })
    .first()
    .focus();
  const today = dayIn(new Date(), "UTC");
  for (let day = today; day < friday; day = addDays(day, 1)) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Set BAR · Deluxe" });
  await expect.poll(() => dialog.getByLabel("First night").inputValue()).toBe(friday);
  expect(await dialog.getByLabel("Last night").inputValue()).toBe(saturday);
  await dialog.getByRole("radiogroup").first().getByText("Yes").click();
  await dialog.getByLabel("Minimum stay").fill("2");
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.waitFor({ state: "hidden" });

  for (const day of [friday, saturday]) {
    await expect
      .poll(() => night(page, "BAR", day).getAttribute("aria-label"))
      .toMatch(/120\.00, closed, minimum 2 nights\. suite price$/);
  }
  expect(await night(page, "BAR", sunday).getAttribute("aria-label")).toMatch(/120\.00\. suite price$/);

  const desk = await createUser(env.site.db, { domain: admin, permissions: [Permission.MANAGE_BOOKINGS] });
  const reader = await openPage(env.browser, env.site.base);
  await signInAtHome(reader, desk);
  await reader.getByRole("link", { name: "Rates", exact: true }).click();
  await expect.poll(() => night(reader, "BAR", friday).getAttribute("aria-disabled")).toBe("true");
  const { x, y } = await centre(night(reader, "BAR", friday));
  await reader.mouse.click(x, y);
  await night(reader, "BAR", friday).focus();
  await reader.keyboard.press("Enter");
  expect(await reader.getByRole("dialog").count()).toBe(0);
  expect(await reader.getByRole("button", { name: "Add a rate plan" }).count()).toBe(0);
});
