import { Permission } from "@concierge/contract";
import { expect, it } from "vitest";
import { createUser } from "../apps/api/test/factories.js";
import { openPage, useConsole } from "./support/console.js";
import { signInAtHome } from "./support/desk.js";
import { deskWithGuests } from "./support/guests.js";

const env = useConsole();

it("Ctrl-K goes to a screen, finds a guest, a user and a room by name, and runs the screen's main action", async () => {
  const { admin, page } = await deskWithGuests(env.site, env.browser, [{ first: "Zoë", last: "Okafor" }]);
  const palette = page.getByRole("textbox", { name: "Go to a screen, or find a guest, user or room" });
  /** Enter runs the highlighted action: the one the user sees highlighted. */
  const runHighlighted = async (text: string | RegExp) => {
    await page.locator("[data-selected]", { hasText: text }).waitFor();
    await page.keyboard.press("Enter");
  };
  const reopen = async () => {
    await expect.poll(() => palette.count()).toBe(0);
    await page.keyboard.press("Control+K");
  };

  await page.keyboard.press("Control+K");
  await palette.fill("housekeep");
  await runHighlighted("Go to Housekeeping");
  await page.waitForURL((url) => url.pathname === "/admin/housekeeping");
  await page.getByRole("heading", { name: "Housekeeping", exact: true }).waitFor();

  // A guest, found without her accent, opens her booking.
  await reopen();
  await palette.fill("zoe oka");
  // Her booking (its room named), not her profile, which the palette lists too.
  await page.getByRole("button", { name: /Zoë Okafor.*Room/ }).click();
  await page.waitForURL((url) => url.pathname === "/admin/bookings");
  // The booking's own dialog, not the closing palette (which lists her too): it opens once the
  // screen's code is here, and one opened after the palette again would take its focus.
  const booking = page.getByRole("dialog", { name: "Booking", exact: true });
  await expect.poll(() => booking.textContent()).toContain("Okafor");
  await page.keyboard.press("Escape");
  await expect.poll(() => booking.count()).toBe(0);

  // A user by part of the username, with the keyboard alone.
  await reopen();
  await palette.fill(admin.username.slice(0, 12));
  await runHighlighted(admin.username);
  await page.waitForURL((url) => url.pathname === "/admin/users");
  expect(new URL(page.url()).searchParams.get("q")).toBe(admin.username);

  // A room by its code.
  await reopen();
  await palette.fill("R01");
  await page.getByRole("button", { name: /^Room R01/ }).click();
  await page.waitForURL((url) => url.pathname === "/admin/suites");
  await expect.poll(() => page.getByRole("cell", { name: "Deluxe" }).count()).toBe(1);

  // On the users screen, its main action comes first: Enter opens the add form.
  await page.goto("/admin/users");
  await page.getByRole("heading", { name: "Users", exact: true }).waitFor();
  await reopen();
  await runHighlighted("Add user");
  await page.waitForURL((url) => url.pathname === "/admin/users/add");
});

it("the palette offers only what the user may do, says when nothing is found, and ? lists the shortcuts", async () => {
  const admin = await createUser(env.site.db);
  const clerk = await createUser(env.site.db, { domain: admin, permissions: [Permission.MANAGE_BOOKINGS] });
  const page = await openPage(env.browser, env.site.base);
  await signInAtHome(page, clerk);

  await page.getByRole("button", { name: "Search" }).click();
  const palette = page.getByRole("textbox", { name: "Go to a screen, or find a guest, user or room" });
  await palette.fill("add");
  await expect.poll(() => page.getByRole("button", { name: "Add booking" }).count()).toBe(1);
  expect(await page.getByRole("button", { name: "Add user" }).count()).toBe(0);
  expect(await page.getByRole("button", { name: "Add domain" }).count()).toBe(0);
  await palette.fill("no such thing at all");
  await expect.poll(() => page.getByText("Nothing found").count()).toBe(1);
  await page.keyboard.press("Escape");
  await expect.poll(() => palette.count()).toBe(0);

  await page.keyboard.press("Shift+?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect.poll(() => help.textContent()).toContain("Open the command palette");
  await page.keyboard.press("Escape");
  await expect.poll(() => help.count()).toBe(0);

  // / goes to the list's search.
  await page.goto("/admin/bookings");
  await page.getByRole("textbox", { name: /^Search/ }).waitFor();
  await page.keyboard.press("/");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toMatch(/^Search/);
});

it("Ctrl-K from a search box opens Add booking at its first field, a title is picked by typing it, and a field left wrong says so in words", async () => {
  const admin = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  await signInAtHome(page, admin);
  await page.goto("/admin/bookings");
  await page.getByRole("textbox", { name: /^Search/ }).click();
  await page.keyboard.press("Control+K");
  const palette = page.getByRole("textbox", { name: "Go to a screen, or find a guest, user or room" });
  await palette.fill("add booking");
  await page.locator("[data-selected]", { hasText: "Add booking" }).waitFor();
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === "/admin/bookings/add");

  // The stay comes first (decision 0040): the form opens at a walk-in or a reservation, chosen by the arrows.
  const walkIn = page.getByRole("radio", { name: "Walk-in: checked in now" });
  await expect.poll(() => walkIn.evaluate((field) => field === document.activeElement)).toBe(true);
  // A title picks what is typed, not its first letter's option.
  const title = page.getByRole("combobox", { name: "Title" });
  await title.focus();
  await page.keyboard.type("Mrs");
  // The pick is drawn after the last key's render: read it once drawn, not at the keystroke.
  await expect.poll(() => title.inputValue()).toBe("Mrs");
  const idType = page.getByRole("combobox", { name: "ID type" });
  await idType.focus();
  await page.keyboard.type("pass");
  await expect.poll(() => idType.inputValue()).toBe("Passport");

  // Leaving a field checks it, before any Save; our own rules name the field as the form labels it.
  await page.getByLabel("First name", { exact: true }).focus();
  await page.keyboard.press("Tab");
  await page.getByText("firstName is required", { exact: true }).waitFor();
  await page.getByLabel("Reservation: arrives on the day below").check();
  await page.getByLabel("Arrival time", { exact: true }).fill("14:00");
  await page.getByLabel("Arrival date", { exact: true }).fill("2020-01-01");
  await page.getByLabel("Arrival date", { exact: true }).blur();
  await page.getByText("Arrival date must not be in the past", { exact: true }).waitFor();
});
