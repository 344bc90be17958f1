import {
  BookingMessage,
  BranchMessage,
  CountryMessage,
  calls,
  ImageMessage,
  UserMessage,
} from "@concierge/contract";
import { expect, it } from "vitest";
import { createUser } from "../apps/api/test/factories.js";
import { sendCall, tokenOf } from "./support/calls.js";
import { openPage, signInThroughForm, useConsole } from "./support/console.js";
import { deskWithGuests } from "./support/guests.js";

const env = useConsole();

it("a form opened just after sign-in keeps what was typed and its messages when the user's own language arrives", async () => {
  const admin = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  const saved = await sendCall(
    page.request,
    calls.preferences.update,
    { body: { Language: "ar", Theme: "light" } },
    await tokenOf(page.request, admin),
  );
  expect(saved.status()).toBe(200);
  // The Arabic texts held back until the form is in use: they arrive while it is open.
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/ar-[^/]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });

  await page.goto("/admin/login");
  await signInThroughForm(page, admin);
  await page.getByRole("link", { name: "Users", exact: true }).click();
  await page.getByRole("link", { name: "Add user" }).click();
  await page.getByLabel("Username").fill("ada.obi");
  await page.getByRole("button", { name: "Add user", exact: true }).click();
  await page.getByText(UserMessage.email, { exact: true }).waitFor();

  release();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("ar");
  const form = page.locator("main form");
  expect(await form.locator("input").first().inputValue()).toBe("ada.obi");
  expect(await form.locator(".mantine-InputWrapper-error").count()).toBeGreaterThan(0);
});

it("a limited field counts its characters as its limit nears and cuts nothing; a long name wraps in the list", async () => {
  const longName =
    "Wolfeschlegelsteinhausenbergerdorffwelchevoralternwarengewissenhaftschaferswessenschafewarenwohl";
  const { page } = await deskWithGuests(env.site, env.browser, [{ first: longName, last: "Obi" }]);

  await page.goto("/admin/bookings");
  const row = page.getByRole("row").filter({ hasText: "Obi" });
  await row.waitFor();
  // The name breaks inside its column: the table is no wider than its frame, the actions in view.
  const [tableWidth, frameWidth] = await page
    .locator("main table")
    .evaluate((table) => [(table as HTMLElement).offsetWidth, table.closest("main > div")?.clientWidth ?? 0]);
  expect(tableWidth).toBeLessThanOrEqual(frameWidth);

  await page.goto("/admin/bookings/add");
  const first = page.getByLabel("First name", { exact: true });
  await first.fill("A".repeat(79));
  expect(await page.getByText("of 100 characters").count()).toBe(0);
  await first.fill("A".repeat(80));
  await page.getByText("80 of 100 characters", { exact: true }).waitFor();
  await first.fill("A".repeat(105));
  expect(await first.inputValue()).toHaveLength(105);
  await page.getByText("105 of 100 characters", { exact: true }).waitFor();
  await first.blur();
  await page.getByText("firstName must be at most 100 characters", { exact: true }).waitFor();
});

it("an add form submitted empty the moment it opens, its first field focused, shows a later field's message too", async () => {
  const admin = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  await page.goto("/admin/login");
  await signInThroughForm(page, admin);
  await page.waitForURL((url) => url.pathname === "/admin");
  for (const [form, message] of [
    ["bookings", BookingMessage.checkoutTime],
    ["users", UserMessage.email],
    ["branches", BranchMessage.phone],
    ["images", ImageMessage.image],
    ["countries", CountryMessage.states],
  ] as const) {
    await page.goto(`/admin/${form}/add`);
    // Leaving the focused first field for the submit button checks nothing on its way: the click stays.
    await page.locator("main form button[type=submit]").click();
    await page.getByText(message, { exact: true }).waitFor();
  }
});
