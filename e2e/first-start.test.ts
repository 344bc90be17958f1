import { calls } from "@concierge/contract";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { ensureCountries } from "../apps/api/src/features/countries/index.js";
import { ensureFirstAdministrator } from "../apps/api/src/features/setup/index.js";
import { createRole, createUser } from "../apps/api/test/factories.js";
import { storedStay } from "../apps/api/test/front-desk.js";
import { sendCall, tokenOf } from "./support/calls.js";
import { openPage, useConsole } from "./support/console.js";
import { addSuite, dayAfterTomorrow, signInAtHome } from "./support/desk.js";

const env = useConsole();
const DAY = 24 * 60 * 60 * 1000;

const notice = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text }).waitFor();

it("the first administrator edits the head office unchanged, then adds a branch in a country and state of ISO 3166's list", async () => {
  await ensureCountries(env.site.db);
  const password = "the-first-administrator's-password";
  await ensureFirstAdministrator(env.site.db, {
    ...env.site.config,
    admin: { ...env.site.config.admin, password },
  });
  const page = await openPage(env.browser, env.site.base);
  await signInAtHome(page, { username: "admin", password });

  await page.getByRole("link", { name: "Branches" }).click();
  await page.getByRole("button", { name: "Edit Head office" }).click();
  const dialog = page.getByRole("dialog");
  expect(await dialog.getByRole("combobox", { name: "Country" }).inputValue()).toBe("Nigeria");
  await dialog.getByRole("button", { name: "Update" }).click();
  await notice(page, "Head office updated");
  await dialog.waitFor({ state: "hidden" });

  await page.getByRole("link", { name: "Add branch" }).click();
  await page.getByLabel("Branch name").fill("Harbour View");
  await page.getByLabel("Phone").fill("+233 30 222 0000");
  await page.getByLabel("Email").fill("harbour@example.com");
  await page.getByLabel("Address").fill("2 Independence Avenue");
  await page.getByRole("combobox", { name: "Country" }).fill("Gha");
  await page.getByRole("option", { name: "Ghana" }).click();
  await page.getByRole("combobox", { name: "State" }).fill("Greater");
  await page.getByRole("option", { name: "Greater Accra" }).click();
  await page.getByRole("button", { name: "Add branch" }).click();
  await notice(page, "Harbour View added");
  await page.getByRole("cell", { name: "Greater Accra" }).waitFor();
});

it("an older install's administrator is shown what the first start left blank and completes the head office", async () => {
  await ensureCountries(env.site.db);
  const admin = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  await signInAtHome(page, admin);
  const reminder = page.getByRole("region", { name: "Complete your hotel's details" });
  await reminder.getByText("Head office has no phone, email, address, country, state.").waitFor();
  await reminder.getByRole("link", { name: "Complete Head office" }).click();

  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Phone").fill("+234 1 555 0000");
  await dialog.getByLabel("Email").fill("head.office@example.com");
  await dialog.getByLabel("Address").fill("3 Marina");
  await dialog.getByRole("combobox", { name: "Country" }).fill("Nigeria");
  await page.getByRole("option", { name: "Nigeria" }).click();
  await dialog.getByRole("combobox", { name: "State" }).fill("Lagos");
  await page.getByRole("option", { name: "Lagos", exact: true }).click();
  await dialog.getByRole("button", { name: "Update" }).click();
  await notice(page, "Head office updated");

  await page.getByRole("link", { name: "Home" }).click();
  await reminder.getByText(/has no RC number/).waitFor();
  expect(await reminder.getByText(/Head office has no/).count()).toBe(0);
});

it("a user manager resends an invitation from the users list and is told to whom it went", async () => {
  const admin = await createUser(env.site.db);
  const desk = await createRole(env.site.db, admin, [], "Front desk");
  const page = await openPage(env.browser, env.site.base);
  const created = await sendCall(
    page.request,
    calls.users.create,
    {
      body: {
        Username: "night-clerk",
        Email: "night.clerk@example.com",
        DomainId: admin.domainId,
        BranchId: admin.branchId,
        RoleId: desk.id,
      },
    },
    await tokenOf(page.request, admin),
  );
  expect(created.status()).toBe(201);
  await signInAtHome(page, admin);
  await page.getByRole("link", { name: "Users" }).click();
  const row = page.getByRole("row").filter({ hasText: "night-clerk" });
  await row.getByText("Invited", { exact: true }).waitFor();
  expect(await page.getByRole("button", { name: `Resend invitation to ${admin.username}` }).count()).toBe(0);
  await row.getByRole("button", { name: "Resend invitation to night-clerk" }).click();
  await notice(page, "Invitation sent to night-clerk at night.clerk@example.com");
});

it("a suite manager archives a suite whose room had a stay, and the booking form no longer offers its rooms", async () => {
  const admin = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  const token = await tokenOf(page.request, admin);
  await addSuite(page, token, admin, "Deluxe", ["D1"]);
  await addSuite(page, token, admin, "Penthouse", ["P1"]);
  await storedStay(
    env.site,
    admin,
    { code: "P1" },
    new Date(Date.now() - 3 * DAY),
    new Date(Date.now() - DAY),
    new Date(Date.now() - DAY),
  );
  await signInAtHome(page, admin);

  await page.getByRole("link", { name: "Suites" }).click();
  await page.getByRole("button", { name: "Delete P1" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Archive" }).click();
  await notice(page, "Suite P1 archived");
  await page.getByRole("button", { name: "Delete P1" }).waitFor({ state: "detached" });
  await page.getByRole("switch", { name: "Archived suites" }).click();
  await page.getByText("Archived", { exact: true }).waitFor();
  await page.getByRole("button", { name: "Restore P1" }).waitFor();

  await page.getByRole("link", { name: "Bookings" }).click();
  await page.getByRole("link", { name: "Add booking" }).click();
  await page.getByLabel("Checkout date").fill(await dayAfterTomorrow(page));
  await page.getByLabel("Checkout time").fill("11:00");
  await page.getByRole("combobox", { name: "Suite category" }).click();
  // Each category offered shows its price a night; the archived Penthouse is not one of them.
  await expect
    .poll(() => page.getByRole("option").allTextContents())
    .toEqual([expect.stringMatching(/^Deluxe/)]);
});
