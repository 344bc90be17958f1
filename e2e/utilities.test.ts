import { expect, it } from "vitest";
import { createUser } from "../apps/api/test/factories.js";
import { openPage, signInThroughForm, useConsole } from "./support/console.js";

const env = useConsole();

it("an administrator sees 'extraz', adds a utility with its items, and edits them", async () => {
  const admin = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  await page.goto("/admin/login");
  await signInThroughForm(page, admin);
  await page.waitForURL((url) => url.pathname === "/admin");
  await page.getByRole("link", { name: "Utilities" }).click();
  const extraz = page.getByRole("row").filter({ hasText: "extraz" });
  for (const item of ["Air Conditioner", "Internet", "water heating"]) await extraz.getByText(item).waitFor();

  await page.getByRole("link", { name: "Add utility" }).click();
  await page.getByRole("button", { name: "Add utility" }).click();
  await page.getByText("name is required must be 2 characters or more").waitFor();
  await page.getByLabel("Name").fill("Spa");
  await page.getByRole("button", { name: "Add utility" }).click();
  await page.getByText("enter at least 1 util item").waitFor();
  for (const item of ["Sauna", "Massage", "Sauna"]) {
    await page.getByLabel("Item").fill(item);
    await page.getByLabel("Item").press("Enter");
  }
  await page.getByRole("button", { name: "Add utility" }).click();
  await page.waitForURL("**/admin/utilities");
  const spa = page.getByRole("row").filter({ hasText: "Spa" });
  await spa.getByText("Massage").waitFor();
  expect(await spa.getByText("Sauna").count()).toBe(1);

  await page.getByRole("button", { name: "Edit Spa" }).click();
  const dialog = page.getByRole("dialog");
  expect(await dialog.getByLabel("Name").isDisabled()).toBe(true);
  await dialog.getByLabel("Item").fill("Steam room");
  await dialog.getByLabel("Item").press("Enter");
  await dialog.getByRole("button", { name: "Remove Sauna" }).click();
  await dialog.getByRole("button", { name: "Update" }).click();
  await dialog.waitFor({ state: "hidden" });
  await spa.getByText("Steam room").waitFor();
  expect(await spa.getByText("Sauna").count()).toBe(0);
});
