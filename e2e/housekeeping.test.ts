import { calls, Permission } from "@concierge/contract";
import { expect, it } from "vitest";
import { createRole, createUser } from "../apps/api/test/factories.js";
import { sendCall, tokenOf } from "./support/calls.js";
import { openPage, useConsole } from "./support/console.js";
import { addSuite, fillWalkIn, signInAtHome } from "./support/desk.js";
import { stayOf } from "./support/guests.js";

const env = useConsole();
const HOUR = 60 * 60 * 1000;

it("a housekeeper marks rooms clean and sees no booking action", async () => {
  const admin = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  const token = await tokenOf(page.request, admin);
  await addSuite(page, token, admin, "Deluxe", ["R01", "R02", "R03"]);
  const mark = async (code: string) => {
    const params = { domainId: admin.domainId, branchId: admin.branchId, code };
    const marked = await sendCall(
      page.request,
      calls.rooms.housekeeping,
      { params, body: { Housekeeping: "dirty" } },
      token,
    );
    expect(marked.status()).toBe(200);
  };
  await mark("R01");
  await mark("R02");
  // A guest arrives in R02 tonight: it must be ready first.
  const arrival = Date.now() + 5 * 60 * 1000;
  const reserved = await sendCall(
    page.request,
    calls.bookings.reserve,
    {
      body: {
        ...stayOf(admin, { first: "Ada", last: "Obi" }, "R02", new Date(arrival + 24 * HOUR)),
        CheckinDate: new Date(arrival).toISOString(),
      },
    },
    token,
  );
  expect(reserved.status()).toBe(201);

  const role = await createRole(env.site.db, admin, [Permission.HOUSEKEEPING], "Housekeeping");
  const housekeeper = await createUser(env.site.db, { domain: admin, roleId: role.id });
  await signInAtHome(page, housekeeper);

  // Greeted by the role; home starts with the rooms to clean, the one a guest arrives in first.
  const main = page.getByRole("main");
  await main.getByRole("heading", { name: `Welcome, ${housekeeper.username} — Housekeeping` }).waitFor();
  const toClean = main.getByRole("region", { name: "Rooms to clean" });
  await toClean.getByRole("list", { name: "Dirty rooms" }).waitFor();
  expect(await main.getByRole("heading", { level: 2 }).first().textContent()).toBe("Rooms to clean");
  const rooms = toClean.getByRole("listitem");
  await expect.poll(() => rooms.count()).toBe(2);
  expect(await rooms.nth(0).textContent()).toContain("R02");
  expect(await rooms.nth(0).textContent()).toContain("Arrival tonight");
  expect(await rooms.nth(1).textContent()).not.toContain("Arrival tonight");
  for (const action of ["Reserve R03", "Walk-in to R03", "Check in Ada Obi"]) {
    expect(await page.getByRole("button", { name: action }).count()).toBe(0);
    expect(await page.getByRole("link", { name: action }).count()).toBe(0);
  }

  // The rack shows everything and offers nothing of the bookings.
  await page.getByRole("link", { name: "Rack", exact: true }).click();
  await page.waitForURL("**/admin/rack");
  const rack = page.getByRole("region", { name: "Room rack" });
  await rack.getByRole("button", { name: /^Ada Obi, room R02/ }).waitFor();
  expect(await page.getByRole("link", { name: "Add booking" }).count()).toBe(0);
  expect(await rack.locator("[data-stretchable]").count()).toBe(0);
  await rack.getByRole("button", { name: "Room R03, clean" }).click();
  await page.getByRole("menuitem", { name: "Mark dirty" }).waitFor();
  for (const hidden of ["Reserve…", "Take out of order…"]) {
    expect(await page.getByRole("menuitem", { name: hidden }).count()).toBe(0);
  }
  await page.keyboard.press("Escape");
  await rack.getByRole("button", { name: /^Ada Obi, room R02/ }).click();
  const stay = page.getByRole("dialog", { name: "Stay of Ada Obi" });
  await stay.getByText("R02", { exact: true }).waitFor();
  for (const action of ["Check in", "Cancel booking", "Move to room…"]) {
    expect(await stay.getByRole("button", { name: action }).count()).toBe(0);
  }
  await page.keyboard.press("Escape");

  // Housekeeping: R02 cleaned first; it leaves the dirty rooms.
  await page.getByRole("link", { name: "Housekeeping", exact: true }).click();
  await page.waitForURL("**/admin/housekeeping");
  const dirty = page.getByRole("list", { name: "Dirty rooms" });
  const r02 = dirty.getByRole("listitem").filter({ hasText: "R02" });
  await r02.getByRole("button", { name: "Mark clean" }).click();
  await page.getByText("Room R02 marked clean").waitFor();
  await expect.poll(() => dirty.getByRole("listitem").count()).toBe(1);
  await page
    .getByRole("list", { name: "Clean rooms" })
    .getByRole("listitem")
    .filter({ hasText: "R02" })
    .waitFor();
});

it("the front desk sees which free rooms are dirty, and a walk-in into one asks first", async () => {
  const admin = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  const token = await tokenOf(page.request, admin);
  await addSuite(page, token, admin, "Deluxe", ["A5", "A6"]);
  const params = { domainId: admin.domainId, branchId: admin.branchId, code: "A5" };
  const marked = await sendCall(
    page.request,
    calls.rooms.housekeeping,
    { params, body: { Housekeeping: "dirty" } },
    token,
  );
  expect(marked.status()).toBe(200);
  await signInAtHome(page, admin);

  const free = page.getByRole("list", { name: "Rooms free tonight" });
  const a5 = free.getByRole("listitem").filter({ hasText: "A5" });
  await a5.getByText("Dirty", { exact: true }).waitFor();
  expect(await free.getByRole("listitem").filter({ hasText: "A6" }).getByText("Dirty").count()).toBe(0);
  await a5.getByRole("link", { name: "Walk-in to A5" }).click();
  await page.waitForURL("**/admin/bookings/add**");

  // The link chose Deluxe and A5; fillWalkIn's pick of Deluxe again clears it (a Select deselects).
  await fillWalkIn(page, { first: "Ada", last: "Obi", room: null, idUrl: "/logo.svg" });
  await page.getByRole("combobox", { name: "Suite category" }).click();
  await page.getByRole("option", { name: "Deluxe" }).click();
  await page.getByRole("combobox", { name: "Suite code" }).click();
  await page.getByRole("option", { name: "A5" }).getByText("Dirty", { exact: true }).waitFor();
  await page.getByRole("option", { name: "A5" }).click();
  await page.getByText("Room A5 is dirty: not ready for a guest yet.").waitFor();
  await page.getByRole("button", { name: "add booking", exact: true }).click();
  const asked = page.getByRole("dialog", { name: "Check in" });
  await asked.getByText("Room A5 is dirty: check the guest in anyway?").waitFor();
  await asked.getByRole("button", { name: "Cancel" }).click();
  await asked.waitFor({ state: "hidden" });
  expect(page.url()).toContain("/admin/bookings/add");

  await page.getByRole("button", { name: "add booking", exact: true }).click();
  await asked.getByRole("button", { name: "Check in anyway" }).click();
  await page.waitForURL((url) => url.pathname === "/admin");
  await page.getByRole("alert").filter({ hasText: "Ada Obi checked in to A5" }).waitFor();
});
