import { calls } from "@concierge/contract";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { createUser } from "../apps/api/test/factories.js";
import { sendCall, tokenOf } from "./support/calls.js";
import { openPage, signInThroughForm, useConsole } from "./support/console.js";

const env = useConsole();

/** Opens the branch add form from the navigation and lists the states offered for `country`, once `awaited` is. */
async function statesOffered(page: Page, country: string, awaited: string) {
  await page.getByRole("link", { name: "Branches" }).click();
  await page.getByRole("link", { name: "Add branch" }).click();
  await page.getByRole("combobox", { name: "Country" }).fill(country);
  await page.getByRole("option", { name: country }).click();
  await page.getByRole("combobox", { name: "State" }).click();
  await page.getByRole("option", { name: awaited }).waitFor();
  const states = await page.getByRole("option").allTextContents();
  await page.keyboard.press("Escape");
  return states;
}

it("an administrator adds a state to a country and the branch form offers it at once, without a reload", async () => {
  const admin = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  const created = await sendCall(
    page.request,
    calls.countries.create,
    { body: { Name: "Ghana", States: ["Ashanti"] } },
    await tokenOf(page.request, admin),
  );
  expect(created.status()).toBe(201);
  await page.goto("/admin/login");
  await signInThroughForm(page, admin);
  await page.waitForURL((url) => url.pathname === "/admin");
  // Gone after a reload: the journey must stay on this one page load.
  await page.evaluate(() => Object.assign(window, { sameLoad: true }));
  expect(await statesOffered(page, "Ghana", "Ashanti")).toEqual(["Ashanti"]);

  await page.getByRole("link", { name: "Countries" }).click();
  await page.getByRole("button", { name: "Edit Ghana" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("State").fill("Volta");
  await dialog.getByLabel("State").press("Enter");
  await dialog.getByRole("button", { name: "Update" }).click();
  await dialog.waitFor({ state: "hidden" });

  expect(await statesOffered(page, "Ghana", "Volta")).toEqual(["Ashanti", "Volta"]);
  expect(await page.evaluate(() => "sameLoad" in window)).toBe(true);
});
