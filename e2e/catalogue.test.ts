import { it } from "vitest";
import { createUser } from "../apps/api/test/factories.js";
import { openPage, useConsole } from "./support/console.js";
import { signInAtHome } from "./support/desk.js";

const env = useConsole();

it("a manager adds a tax and a taxed item, and sees both listed", async () => {
  const admin = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  await signInAtHome(page, admin);
  await page.getByRole("link", { name: "Charges & taxes", exact: true }).click();
  await page.waitForURL("**/admin/catalogue");
  // Every branch charges its nights as the item room.
  const items = page.getByRole("table").first();
  await items.getByRole("cell", { name: "room", exact: true }).waitFor();

  await page.getByRole("button", { name: "Add a tax period" }).click();
  const taxForm = page.getByRole("dialog", { name: "Add a tax period" });
  await taxForm.getByLabel("Code").fill("VAT");
  await taxForm.getByLabel("Name").fill("Value added tax");
  await taxForm.getByLabel("Rate").fill("19");
  await taxForm.getByLabel("From").fill("2026-01-01");
  await taxForm.getByRole("button", { name: "Add period" }).click();
  await taxForm.waitFor({ state: "hidden" });
  const taxes = page.getByRole("table").nth(1);
  await taxes.getByRole("row", { name: /VAT Value added tax 19% 2026-01-01 Until further notice/ }).waitFor();

  await page.getByRole("button", { name: "Add an item" }).click();
  const itemForm = page.getByRole("dialog", { name: "Add an item" });
  await itemForm.getByLabel("Code").fill("room");
  await itemForm.getByLabel("Name").fill("Minibar");
  await itemForm.getByLabel("Price").fill("7");
  await itemForm.getByRole("checkbox", { name: "VAT" }).check();
  await itemForm.getByRole("button", { name: "Add item" }).click();
  await itemForm.getByText("room is already an item of this branch's catalogue").waitFor();
  await itemForm.getByLabel("Code").fill("minibar");
  await itemForm.getByRole("button", { name: "Add item" }).click();
  await itemForm.waitFor({ state: "hidden" });
  await items.getByRole("row", { name: /minibar Minibar \$7\.00 VAT/ }).waitFor();
});
