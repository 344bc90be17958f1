import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { branches, domains } from "../apps/api/src/db/schema/index.js";
import { createUser } from "../apps/api/test/factories.js";
import { tokenOf } from "./support/calls.js";
import { networkSettled, trackRequests, useConsole } from "./support/console.js";
import { addSuite, fillWalkIn, signInAtHome } from "./support/desk.js";

const env = useConsole();
const WIDTH = 390;

/** A phone's screen: 390 × 844 CSS pixels, touch, the page laid out for its width. */
async function openPhone() {
  const context = await env.browser.newContext({
    baseURL: env.site.base,
    viewport: { width: WIDTH, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  context.setDefaultTimeout(10_000);
  return trackRequests(context).newPage();
}

/**
 * How far the page itself reaches beyond the phone's width; 0 or less when nothing scrolls sideways.
 * Against the width asked for, not `innerWidth`: a mobile browser widens its layout viewport (and
 * `innerWidth`) to whatever overflows, zooming out, so `scrollWidth <= innerWidth` would always hold.
 */
const sidewaysOverflow = (page: Page) =>
  page.evaluate((width) => (document.scrollingElement?.scrollWidth ?? 0) - width, WIDTH);

/** The lists of the console, each with a heading to wait for. */
const lists = [
  ["/admin/users", "Users"],
  ["/admin/roles", "Roles"],
  ["/admin/branches", "Branches"],
  ["/admin/domains", "Domains"],
  ["/admin/countries", "Countries"],
  ["/admin/utilities", "Utilities"],
  ["/admin/suites", "Suites"],
  ["/admin/images", "Images"],
  ["/admin/bookings", "Bookings"],
  ["/admin/guests", "Guests"],
  ["/admin/audit", "Audit trail"],
  ["/admin/housekeeping", "Housekeeping"],
  ["/admin/rack", "Room rack"],
] as const;

it("at phone width a receptionist books a walk-in and checks the guest out from a card, and no screen scrolls sideways", async () => {
  const admin = await createUser(env.site.db);
  // A long hotel name: the header still fits, the name cut short.
  const name = `The Grand Continental Hotel and Suites ${admin.domainId.slice(0, 8)}`;
  await env.site.db
    .update(domains)
    .set({ name, rcNumber: "RC 123456" })
    .where(eq(domains.id, admin.domainId));
  // Its setup finished (its own test is below): home starts with today's work.
  await env.site.db
    .update(branches)
    .set({
      phone: "08012345678",
      email: "desk@example.com",
      address: "1 Marina",
      country: "Nigeria",
      state: "Lagos",
    })
    .where(eq(branches.id, admin.branchId));
  const page = await openPhone();
  const token = await tokenOf(page.request, admin);
  await addSuite(page, token, admin, "Deluxe", ["A5", "A6"]);

  await page.goto("/admin/login");
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await signInAtHome(page, admin);

  // Home: a welcome that is true behind a burger too, and today's work on the first screen.
  await page.getByRole("heading", { name: "Today at the front desk" }).waitFor();
  expect(await page.getByText("navigation on the left").count()).toBe(0);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  const today = await page.getByRole("heading", { name: "Today at the front desk" }).boundingBox();
  expect(today?.y ?? 844).toBeLessThan(844);

  // Every list, as cards: nothing reaches beyond the screen (the rack scrolls inside its own area).
  for (const [path, heading] of lists) {
    await page.goto(path);
    await networkSettled(page);
    await page.getByRole("heading", { name: heading, exact: true, level: 2 }).waitFor();
    expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
  }
  await page.goto("/admin/users");
  const card = page.getByRole("listitem").filter({ hasText: admin.username });
  await card.getByText("Username", { exact: true }).waitFor();
  expect(await page.getByRole("table").count()).toBe(0);
  await card.getByRole("button", { name: `Edit ${admin.username}` }).waitFor();

  // The navigation is behind the burger.
  await page.getByRole("button", { name: "Toggle navigation" }).click();
  await page.getByRole("link", { name: "Bookings", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/admin/bookings");
  await page.getByText("no items available").waitFor();

  // A walk-in through a one-column form.
  await page.getByRole("link", { name: "Add booking" }).click();
  const first = await page.getByLabel("First name").boundingBox();
  const last = await page.getByLabel("Last name").boundingBox();
  expect(last?.x).toBe(first?.x);
  expect(last?.y ?? 0).toBeGreaterThan(first?.y ?? 0);
  const idField = await page.getByLabel("ID image url").boundingBox();
  expect(idField?.width ?? 0).toBeGreaterThan(250);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await fillWalkIn(page, { first: "Ada", last: "Lovelace", room: "A6", idUrl: "/logo.svg" });
  await page.getByRole("button", { name: "add booking", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/admin/bookings");

  // The notice names the guest and the room, at the bottom, clear of the header and its Logout.
  const checkedIn = page.getByRole("alert").filter({ hasText: "Ada Lovelace checked in to A6" });
  await checkedIn.waitFor();
  const notice = await checkedIn.boundingBox();
  const logout = await page.getByRole("button", { name: "Logout" }).boundingBox();
  expect(notice?.y ?? 0).toBeGreaterThan((logout?.y ?? 0) + (logout?.height ?? 0));
  expect((notice?.x ?? -1) >= 0 && (notice?.x ?? 0) + (notice?.width ?? 0) <= WIDTH).toBe(true);

  // Her card carries her actions; cancel is called cancel, and kept.
  const ada = page.getByRole("listitem").filter({ hasText: "Lovelace" });
  await ada.getByText("In house").waitFor();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await ada.getByRole("button", { name: "Cancel booking Ada Lovelace in A6" }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel booking" });
  await cancel.getByText("Cancel the booking of Ada Lovelace in A6?").waitFor();
  await cancel.getByRole("button", { name: "Cancel booking" }).waitFor();
  await cancel.getByRole("button", { name: "Keep booking" }).click();
  await cancel.waitFor({ state: "hidden" });

  await ada.getByRole("button", { name: "Check out Ada Lovelace in A6" }).click();
  const checkout = page.getByRole("dialog", { name: "Check out" });
  await checkout.getByRole("button", { name: "Check out" }).click();
  await checkout.waitFor({ state: "hidden" });
  await page.getByRole("alert").filter({ hasText: "Ada Lovelace checked out of A6" }).waitFor();
  await ada.getByText("Checked out").waitFor();
});

it("at phone width the first sign-in's 'Finish setting up' form is one column, and nothing scrolls sideways", async () => {
  const admin = await createUser(env.site.db);
  const page = await openPhone();
  await signInAtHome(page, admin);
  const card = page.getByRole("region", { name: `Finish setting up ${admin.name}` });
  await card.getByLabel("RC number").waitFor();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  const [phone, email] = [
    await card.getByLabel("Phone").boundingBox(),
    await card.getByLabel("Email").boundingBox(),
  ];
  expect(email?.x).toBe(phone?.x);
  expect(email?.y ?? 0).toBeGreaterThan(phone?.y ?? 0);
  const save = await card.getByRole("button", { name: "Save" }).boundingBox();
  expect((save?.x ?? WIDTH) + (save?.width ?? 0)).toBeLessThanOrEqual(WIDTH);
});

it("a cold load shows a loading state in words before the console's code has run", async () => {
  const page = await openPhone();
  // The console's code never arrives: what the first bytes paint is all there is.
  await page.route(
    (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"),
    (route) => route.abort(),
  );
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto("/admin/login");
    const loading = page.getByRole("status").filter({ hasText: "Loading Concierge" });
    await loading.waitFor();
    const colours = await loading.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(colours).toBe(scheme === "light" ? "rgb(248, 249, 250)" : "rgb(36, 36, 36)");
  }
});
