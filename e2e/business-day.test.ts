import { ALL_PERMISSIONS, addDays, calls, dayIn, Permission } from "@concierge/contract";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { branches } from "../apps/api/src/db/schema/index.js";
import { createUser } from "../apps/api/test/factories.js";
import { sendCall, tokenOf } from "./support/calls.js";
import { openPage, useConsole } from "./support/console.js";
import { addSuite, signInAtHome } from "./support/desk.js";
import { stayOf } from "./support/guests.js";

const env = useConsole();
const DAY = 24 * 60 * 60 * 1000;

/** A day as the header's chip writes it in English: "Thu, Nov 26". */
const chipDay = (page: Page, day: string) =>
  page.evaluate(
    (at) =>
      new Intl.DateTimeFormat("en", {
        weekday: "short",
        day: "numeric",
        month: "short",
        timeZone: "UTC",
      }).format(new Date(`${at}T00:00:00Z`)),
    day,
  );

it("staff close the day: refused in words while a reservation is due, its no-show marked in place, then closed, the chip on the next day", async () => {
  const admin = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  const token = await tokenOf(page.request, admin);
  await addSuite(page, token, admin, "Deluxe", ["D1", "D2"]);
  const leaving = new Date(Date.now() + 2 * DAY);
  const staying = stayOf(admin, { first: "Ines", last: "Night" }, "D1", leaving);
  expect((await sendCall(page.request, calls.bookings.create, { body: staying }, token)).status()).toBe(201);
  const due = {
    ...stayOf(admin, { first: "Ada", last: "Late" }, "D2", leaving),
    CheckinDate: new Date().toISOString(),
  };
  expect((await sendCall(page.request, calls.bookings.reserve, { body: due }, token)).status()).toBe(201);
  // The branch keeps UTC's clock: its books are open for today.
  const today = dayIn(new Date(), "UTC");

  await signInAtHome(page, admin);
  const header = page.getByRole("banner");
  await header.getByText(`Business day ${await chipDay(page, today)}`, { exact: true }).waitFor();
  await header.getByRole("link", { name: /: the books are open for today$/ }).click();
  await page.waitForURL(`**/admin/day?branch=${admin.branchId}`);
  const main = page.getByRole("main");
  await main.getByRole("heading", { name: "Close day", exact: true }).waitFor();
  const arrivals = main.getByRole("region", { name: "Arrivals not in" });
  await arrivals.getByText("Ada Late").waitFor();
  await main.getByText("All departures are out.").waitFor();
  await main.getByText("Every departed guest's folio balances.").waitFor();

  // Closing with the reservation neither in nor a no-show is refused, in words.
  const close = main.getByRole("button", { name: /^Close day / });
  await close.click();
  const confirm = page.getByRole("dialog");
  await confirm
    .getByText("Reservations due by then must be checked in or marked no-show first", { exact: false })
    .waitFor();
  await confirm.getByRole("button", { name: "Close the day" }).click();
  await main
    .getByRole("alert")
    .getByText(`1 reservation due by ${today} not checked in: check in or mark no-show first`)
    .waitFor();

  // Marked no-show in place, the list empties.
  await arrivals.getByRole("button", { name: "Mark no-show Ada Late in D2" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Mark no-show" }).click();
  await main.getByText("All arrivals are in.").waitFor();

  await close.click();
  await page.getByRole("dialog").getByRole("button", { name: "Close the day" }).click();
  const summary = main.getByRole("alert").filter({ hasText: "is closed" });
  await summary.getByText("1 of 2").waitFor();
  await summary.getByText("$120.00").first().waitFor();
  const tomorrow = addDays(today, 1);
  await header.getByText(`Business day ${await chipDay(page, tomorrow)}`, { exact: true }).waitFor();
  await header.getByRole("link", { name: /: today's day is closed already$/ }).waitFor();
  // The screen now offers the next day's close.
  const next = `Close day ${await chipDay(page, tomorrow)}`;
  await expect.poll(() => close.textContent()).toBe(next);
  // The summary leads to the day's report.
  await summary.getByRole("link", { name: "Open the day's report" }).click();
  await page.waitForURL(`**/admin/reports?branch=${admin.branchId}&date=${today}`);
}, 60_000);

it("a receptionist who may not close the day sees in red that it is two days behind, with no way to close it", async () => {
  const permissions = ALL_PERMISSIONS.filter((permission) => permission !== Permission.CLOSE_DAY);
  const receptionist = await createUser(env.site.db, { permissions });
  const behind = addDays(dayIn(new Date(), "UTC"), -2);
  await env.site.db
    .update(branches)
    .set({ businessDate: behind })
    .where(eq(branches.id, receptionist.branchId));
  const page = await openPage(env.browser, env.site.base);
  await signInAtHome(page, receptionist);
  const header = page.getByRole("banner");
  const short = await page.evaluate(
    (at) =>
      new Intl.DateTimeFormat("en", { day: "numeric", month: "short", timeZone: "UTC" }).format(
        new Date(`${at}T00:00:00Z`),
      ),
    behind,
  );
  const chip = header.locator(".mantine-Badge-root").filter({ hasText: `2 days behind: close ${short}` });
  await chip.waitFor();
  expect(await chip.getAttribute("style")).toContain("--mantine-color-red-light-color");
  expect(await chip.evaluate((element) => element.tagName)).not.toBe("A");
  expect(await page.getByRole("link", { name: "Close day" }).count()).toBe(0);
}, 60_000);
