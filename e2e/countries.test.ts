import { calls, Permission, pathOf } from "@concierge/contract";
import { expect, it } from "vitest";
import { createUser } from "../apps/api/test/factories.js";
import { sendCall, tokenOf } from "./support/calls.js";
import { openPage, signInThroughForm, useConsole } from "./support/console.js";

const env = useConsole();

it("an administrator adds countries, pages to page 2, and edits a country's states", async () => {
  const admin = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  await page.goto("/admin/login");
  await signInThroughForm(page, admin);
  await page.waitForURL((url) => url.pathname === "/admin");
  await page.getByRole("link", { name: "Countries" }).click();
  await page.getByText("no items available").waitFor();

  // Eleven countries make two pages of ten; the first goes through the form.
  await page.getByRole("link", { name: "Add country" }).click();
  await page.getByRole("button", { name: "Add country" }).click();
  await page.getByText("name is required must be 2 characters or more").waitFor();
  await page.getByLabel("Name").fill("Aland");
  await page.getByRole("button", { name: "Add country" }).click();
  await page.getByText("enter at least 1 state").waitFor();
  for (const state of ["Mariehamn", "Jomala", "Mariehamn"]) {
    await page.getByLabel("State").fill(state);
    await page.getByLabel("State").press("Enter");
  }
  await page.getByRole("button", { name: "Add country" }).click();
  await page.waitForURL("**/admin/countries");
  await page.goBack();
  expect(new URL(page.url()).pathname).not.toBe("/admin/countries/add");
  const Token = await tokenOf(page.request, admin);
  for (let i = 1; i <= 10; i++) {
    const Name = `Country ${String(i).padStart(2, "0")}`;
    const created = await sendCall(
      page.request,
      calls.countries.create,
      { body: { Name, States: ["North"] } },
      Token,
    );
    expect(created.status()).toBe(201);
  }
  await page.reload();
  await page.getByRole("cell", { name: "Aland" }).waitFor();
  expect(await page.getByRole("row").count()).toBe(11); // the header and ten rows
  await page.getByRole("button", { name: "2", exact: true }).click();
  await page.waitForURL("**/admin/countries?page=2");
  await page.getByRole("cell", { name: "Country 10" }).waitFor();

  await page.getByRole("button", { name: "Edit Country 10" }).click();
  const dialog = page.getByRole("dialog");
  expect(await dialog.getByLabel("Name").isDisabled()).toBe(true);
  await dialog.getByLabel("State").fill("South");
  await dialog.getByLabel("State").press("Enter");
  await dialog.getByRole("button", { name: "Remove North" }).click();
  await dialog.getByRole("button", { name: "Update" }).click();
  await dialog.waitFor({ state: "hidden" });
  const row = page.getByRole("row").filter({ hasText: "Country 10" });
  await row.getByText("South").waitFor();
  expect(await row.getByText("North").count()).toBe(0);
});

it("staff without GLOBAL see no Countries link, and the API refuses their writes with 403", async () => {
  const staff = await createUser(env.site.db, { permissions: [Permission.MANAGE_BOOKINGS] });
  const page = await openPage(env.browser, env.site.base);
  await page.goto("/admin/login");
  await signInThroughForm(page, staff);
  await page.waitForURL((url) => url.pathname === "/admin");
  await page.getByRole("link", { name: "Bookings" }).waitFor();
  expect(await page.getByRole("link", { name: "Countries" }).count()).toBe(0);
  expect(await page.getByRole("link", { name: "Utilities" }).count()).toBe(0);
  expect(await page.getByRole("link", { name: "Domains" }).count()).toBe(0);

  const refused = await sendCall(
    page.request,
    calls.countries.create,
    { body: { Name: "Forbidden Land", States: ["Nowhere"] } },
    await tokenOf(page.request, staff),
  );
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe("you do not have permission to do this");
});

it("a screen that breaks on an answer it cannot read shows 'Unexpected Application Error!' with the error", async () => {
  const admin = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  await page.goto("/admin/login");
  await signInThroughForm(page, admin);
  await page.waitForURL((url) => url.pathname === "/admin");
  await page.route(`**${pathOf(calls.countries.list)}`, (route) =>
    route.fulfill({ status: 200, json: { not: "a list" } }),
  );
  await page.getByRole("link", { name: "Countries" }).click();
  await page.getByRole("heading", { name: "Unexpected Application Error!" }).waitFor();
  expect(await page.getByText(/is not a function|undefined/).count()).toBeGreaterThan(0);
});
