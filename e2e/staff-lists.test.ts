import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { createRole, createUser } from "../apps/api/test/factories.js";
import { openPage, useConsole } from "./support/console.js";
import { signInAtHome } from "./support/desk.js";

const env = useConsole();

/** The usernames of the list's rows, top to bottom, once it shows `count` of them. */
async function usernamesShown(page: Page, count: number) {
  const rows = page.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect.poll(() => rows.count()).toBe(count);
  return Promise.all(
    Array.from({ length: count }, (_, index) => rows.nth(index).getByRole("cell").first().textContent()),
  );
}

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

it("an administrator finds staff by part of an email, filters them by role and activation, sorts them, and Back undoes each step", async () => {
  const admin = await createUser(env.site.db);
  const auditors = await createRole(env.site.db, admin, [], "Night auditor");
  const invited = await createUser(env.site.db, { domain: admin, roleId: auditors.id, activated: false });
  const auditor = await createUser(env.site.db, { domain: admin, roleId: auditors.id });
  const page = await openPage(env.browser, env.site.base);
  await signInAtHome(page, admin);
  await page.getByRole("link", { name: "Users" }).click();
  await usernamesShown(page, 3);

  // Part of an email, in capitals.
  const search = page.getByRole("textbox", { name: "Search username or email" });
  await search.fill(invited.email.slice(2, 12).toUpperCase());
  expect(await usernamesShown(page, 1)).toEqual([invited.username]);
  await search.press("Escape");
  await usernamesShown(page, 3);
  // The search stops at what the API takes, and says so rather than cutting in silence.
  await search.fill("x".repeat(120));
  expect(await search.inputValue()).toHaveLength(100);
  await page.getByText("100 of 100 characters").waitFor();
  await search.press("Escape");
  await usernamesShown(page, 3);

  await page.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: "Night auditor" }).click();
  expect((await usernamesShown(page, 2)).sort()).toEqual([invited.username, auditor.username].sort());
  expect(param(page, "roleId")).toBe(auditors.id);
  await page.getByRole("combobox", { name: "Activated" }).click();
  await page.getByRole("option", { name: "Not activated" }).click();
  expect(await usernamesShown(page, 1)).toEqual([invited.username]);
  expect(param(page, "activated")).toBe("false");

  // Back: the role alone again; Clear: everybody, sorted by username with a click.
  await page.goBack();
  await usernamesShown(page, 2);
  expect(param(page, "activated")).toBeNull();
  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await usernamesShown(page, 3);
  await page
    .getByRole("columnheader", { name: /^Username/ })
    .getByRole("button")
    .click();
  const sorted = [admin.username, invited.username, auditor.username].sort();
  await expect.poll(() => usernamesShown(page, 3)).toEqual(sorted);
  // The rows may have been in that order already: the header says when the sort is applied.
  await expect
    .poll(() => page.getByRole("columnheader", { name: /^Username/ }).getAttribute("aria-sort"))
    .toBe("ascending");
  await page.goBack();
  await expect
    .poll(() => page.getByRole("columnheader", { name: /^Username/ }).getAttribute("aria-sort"))
    .toBe("none");
});
