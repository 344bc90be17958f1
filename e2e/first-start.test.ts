import { calls, Permission } from "@concierge/contract";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { ensureCountries } from "../apps/api/src/features/countries/index.js";
import { ensureFirstAdministrator } from "../apps/api/src/features/setup/index.js";
import { createRole, createUser } from "../apps/api/test/factories.js";
import { storedStay } from "../apps/api/test/front-desk.js";
import { sendCall, tokenOf } from "./support/calls.js";
import { networkSettled, openPage, useConsole } from "./support/console.js";
import { addSuite, dayAfterTomorrow, signInAtHome } from "./support/desk.js";

const env = useConsole();
const DAY = 24 * 60 * 60 * 1000;

const notice = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text }).waitFor();

const finishCard = (page: Page, domain: string) =>
  page.getByRole("region", { name: `Finish setting up ${domain}` });

it("the first administrator finishes setting up on the first sign-in, its zone and currency proposed by the browser, edits the head office unchanged, adds a branch in a country and state of ISO 3166's list, then takes the next steps until they are gone", async () => {
  await ensureCountries(env.site.db);
  const password = "the-first-administrator's-password";
  const first = { username: "admin", password };
  await ensureFirstAdministrator(env.site.db, {
    ...env.site.config,
    admin: { ...env.site.config.admin, password },
  });
  // A desk in Dubai whose browser speaks English: its zone and its region's currency are proposed.
  const context = await env.browser.newContext({
    baseURL: env.site.base,
    timezoneId: "Asia/Dubai",
    locale: "en-AE",
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  await signInAtHome(page, first);

  // No presets: the head office's email is the administrator's, the rest is asked, in the contract's words.
  const card = finishCard(page, env.site.config.domainName);
  await card.getByRole("button", { name: "Save" }).click();
  await card.getByText("phone is required").waitFor();
  await card.getByText("RCNumber cannot be empty").waitFor();
  expect(await card.getByLabel("Phone").evaluate((field) => field === document.activeElement)).toBe(true);
  expect(await card.getByLabel("Email").count()).toBe(0);
  await card.getByLabel("Phone").fill("+234 1 555 0000");
  await card.getByLabel("Address").fill("3 Marina, Lagos Island");
  await card.getByRole("combobox", { name: "State" }).waitFor();
  expect(await card.getByRole("combobox", { name: "State" }).isDisabled()).toBe(true);
  await card.getByRole("combobox", { name: "Country" }).fill("Niger");
  await page.getByRole("option", { name: "Nigeria" }).click();
  await card.getByRole("combobox", { name: "State" }).fill("Lagos");
  await page.getByRole("option", { name: "Lagos", exact: true }).click();
  await card.getByLabel("RC number").fill("RC 123456");
  expect(await card.getByRole("combobox", { name: "Time zone" }).inputValue()).toBe("Asia/Dubai");
  expect(await card.getByRole("combobox", { name: "Currency" }).inputValue()).toMatch(/^AED · /);
  await card.getByRole("combobox", { name: "Currency" }).fill("EUR");
  await page.getByRole("option", { name: /^EUR · / }).click();
  await card.getByRole("button", { name: "Save" }).click();
  await notice(page, `Head office and ${env.site.config.domainName} saved`);
  await card.waitFor({ state: "detached" });
  // The company's currency is the console's at once: the first category is priced in euros.
  await page.getByRole("link", { name: "Add a room category" }).click();
  await page.getByLabel("Price", { exact: true }).fill("120");
  expect(await page.getByLabel("Price", { exact: true }).inputValue()).toContain("€");
  await page.goBack();
  const token = await tokenOf(page.request, first);
  const [domain] = (
    await (await sendCall(page.request, calls.domains.list, { params: { page: 1, size: 10 } }, token)).json()
  ).Domains;
  expect(domain).toMatchObject({ RCNumber: "RC 123456", Currency: "EUR" });
  const [headOffice] = (
    await (
      await sendCall(
        page.request,
        calls.branches.list,
        { params: { domainId: domain.Id, page: 1, pageSize: 10 } },
        token,
      )
    ).json()
  ).Branches;
  expect(headOffice).toMatchObject({ Name: "Head office", TimeZone: "Asia/Dubai" });

  // Then the next steps, each ticked as it is done from the data, or said done for the prices.
  const steps = page.getByRole("region", { name: "Next steps before the first guest" });
  const step = (text: string) => steps.getByRole("listitem").filter({ hasText: text });
  await step("Room categories").getByRole("link", { name: "Add a room category" }).waitFor();
  await step("Your staff's accounts").getByRole("link", { name: "Invite staff" }).waitFor();
  await step("The nightly price").getByRole("link", { name: "Review prices" }).waitFor();
  const at = { domainId: domain.Id, branchId: headOffice.Id };
  await addSuite(page, token, at, "Deluxe", ["D1"]);
  await page.reload();
  await step("Room categories").getByText("Done", { exact: true }).waitFor();
  expect(await step("Your staff's accounts").getByText("Done", { exact: true }).count()).toBe(0);
  await createUser(env.site.db, { domain: { ...at, name: domain.DomainName }, permissions: [] });
  await page.reload();
  await step("Your staff's accounts").getByText("Done", { exact: true }).waitFor();
  await step("The nightly price").getByRole("link", { name: "Review prices" }).click();
  await page.waitForURL((url) => url.pathname === "/admin/suites");
  await page.goBack();
  await step("The nightly price").getByRole("button", { name: "Prices reviewed" }).click();
  await steps.waitFor({ state: "detached" });
  await page.reload();
  await page.getByRole("heading", { name: "Today at the front desk" }).waitFor();
  expect(await steps.count()).toBe(0);

  await page.getByRole("link", { name: "Branches" }).click();
  const row = page.getByRole("row").filter({ hasText: "Head office" });
  await row.getByRole("cell", { name: "Nigeria" }).waitFor();
  await row.getByRole("cell", { name: "Lagos", exact: true }).waitFor();
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

it("a branch manager who may not edit the company is asked only its branch's blanks, and told in the form when the save fails; a user who may edit neither sees no form", async () => {
  await ensureCountries(env.site.db);
  const admin = await createUser(env.site.db);
  const manager = await createUser(env.site.db, { domain: admin, permissions: [Permission.MANAGE_BRANCHES] });
  const page = await openPage(env.browser, env.site.base);
  await signInAtHome(page, manager);

  const card = finishCard(page, admin.name);
  await card.getByLabel("Phone").fill("+234 1 555 0000");
  await card.getByLabel("Email").fill("head.office@example.com");
  await card.getByLabel("Address").fill("3 Marina");
  await card.getByRole("combobox", { name: "Country" }).fill("Nigeria");
  await page.getByRole("option", { name: "Nigeria" }).click();
  await card.getByRole("combobox", { name: "State" }).fill("Lagos");
  await page.getByRole("option", { name: "Lagos", exact: true }).click();
  expect(await card.getByLabel("RC number").count()).toBe(0);

  const update = (url: URL) => url.pathname === calls.branches.update.path;
  await page.route(update, (route) => route.abort("internetdisconnected"));
  await card.getByRole("button", { name: "Save" }).click();
  await card
    .getByRole("alert")
    .filter({ hasText: "Can't reach Concierge. Check your connection." })
    .waitFor();
  await page.unroute(update);
  await card.getByRole("button", { name: "Save" }).click();
  await notice(page, "Head office saved");
  await card.waitFor({ state: "detached" });

  const clerk = await createUser(env.site.db, { domain: admin, permissions: [] });
  const other = await openPage(env.browser, env.site.base);
  await signInAtHome(other, clerk);
  await other.getByRole("heading", { name: "Today at the front desk" }).waitFor();
  await networkSettled(other);
  expect(await other.getByRole("region", { name: /^Finish setting up/ }).count()).toBe(0);
  expect(await other.getByRole("button", { name: "Save" }).count()).toBe(0);
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

it("an administrator hides the next steps for good, and a colleague still sees them", async () => {
  await ensureCountries(env.site.db);
  const admin = await createUser(env.site.db);
  const colleague = await createUser(env.site.db, { domain: admin });
  const page = await openPage(env.browser, env.site.base);
  const token = await tokenOf(page.request, admin);
  // The head office and the company complete: nothing is asked, the next steps follow.
  const list = { params: { domainId: admin.domainId, page: 1, pageSize: 10 } };
  const [branch] = (await (await sendCall(page.request, calls.branches.list, list, token)).json()).Branches;
  const place = {
    Phone: "+971 4 555 0000",
    Email: "front.office@example.com",
    Address: "1 Creek Road",
    Country: "Nigeria",
    State: "Lagos",
  };
  expect(
    (await sendCall(page.request, calls.branches.update, { body: { ...branch, ...place } }, token)).status(),
  ).toBe(200);
  const domains = { params: { page: 1, size: 10 }, query: { q: admin.name } };
  const [domain] = (await (await sendCall(page.request, calls.domains.list, domains, token)).json()).Domains;
  const rc = { body: { ...domain, RCNumber: "RC 777" } };
  expect((await sendCall(page.request, calls.domains.update, rc, token)).status()).toBe(200);

  await signInAtHome(page, admin);
  const steps = page.getByRole("region", { name: "Next steps before the first guest" });
  // Two users already: the staff step is done, the others wait.
  await steps.getByRole("listitem").filter({ hasText: "Your staff's accounts" }).getByText("Done").waitFor();
  await steps.getByRole("button", { name: "Hide the next steps" }).click();
  await steps.waitFor({ state: "detached" });
  await page.reload();
  await page.getByRole("heading", { name: "Today at the front desk" }).waitFor();
  await networkSettled(page);
  expect(await steps.count()).toBe(0);

  await page.getByRole("button", { name: "Logout" }).click();
  await signInAtHome(page, colleague);
  await steps.getByRole("link", { name: "Add a room category" }).waitFor();
});
