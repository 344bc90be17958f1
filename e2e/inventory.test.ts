import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { IMAGE_MAX_BYTES } from "@concierge/contract";
import type { Page } from "playwright-core";
import { expect, it, onTestFinished } from "vitest";
import { createUser } from "../apps/api/test/factories.js";
import { png } from "../apps/api/test/image-samples.js";
import { openPage, signInThroughForm, useConsole } from "./support/console.js";

const env = useConsole();

/** Picks a file the way a person does: the picker opens, the file is chosen in it. */
async function pickFile(page: Page, label: string, file: string) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByLabel(label, { exact: true }).click();
  await (await chooser).setFiles(file);
}

it("an administrator adds a utility, a suite of two rooms, changes its price, and uploads, copies and deletes an image", async () => {
  const admin = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  // Installed before the console loads, so that the test can let Undo's five seconds pass at once.
  await page.clock.install();
  const files = await mkdtemp(path.join(os.tmpdir(), "concierge-e2e-"));
  onTestFinished(() => rm(files, { recursive: true, force: true }));
  const lobby = path.join(files, "lobby.png");
  const poster = path.join(files, "poster.png");
  await writeFile(lobby, png);
  await writeFile(poster, Buffer.concat([png, Buffer.alloc(IMAGE_MAX_BYTES)]));
  await page.goto("/admin/login");
  await signInThroughForm(page, admin);
  await page.waitForURL((url) => url.pathname === "/admin");

  // A utility with its items.
  await page.getByRole("link", { name: "Utilities" }).click();
  await page.getByRole("link", { name: "Add utility" }).click();
  await page.getByLabel("Name").fill("Minibar");
  for (const item of ["Soda", "Chocolate"]) {
    await page.getByLabel("Item").fill(item);
    await page.getByLabel("Item").press("Enter");
  }
  await page.getByRole("button", { name: "Add utility" }).click();
  await page.waitForURL("**/admin/utilities");
  await page.getByRole("row").filter({ hasText: "Minibar" }).getByText("Chocolate").waitFor();

  // A suite: two codes (a third, the first in other letters, ignored), a utility of 'extraz', a view.
  await page.getByRole("link", { name: "Suites" }).click();
  await page.getByText("no items available").waitFor();
  await page.getByRole("link", { name: "Add suite" }).click();
  // The administrator holds GLOBAL: the domain is picked by name, its own to begin with.
  await expect.poll(() => page.getByRole("combobox", { name: "Domain" }).inputValue()).toBe(admin.name);
  await page.getByRole("button", { name: "add suite", exact: true }).click();
  await page.getByText("codes is required").waitFor();
  await page.getByLabel("Category").fill("Deluxe");
  for (const code of ["D101", "D102", "d101"]) {
    await page.getByLabel("Suite code").fill(code);
    await page.getByLabel("Suite code").press("Enter");
  }
  expect(await page.getByRole("button", { name: /^Remove D10/i }).count()).toBe(2);
  await page.getByLabel("Description").fill("A quiet corner room over the garden.");
  await page.getByLabel("Price").fill("120");
  await page.getByRole("combobox", { name: "Branch" }).click();
  await page.getByRole("option", { name: "Head office" }).click();
  await page.getByRole("combobox", { name: "Utility" }).click();
  await page.getByRole("option", { name: "Internet" }).click();
  await page.getByRole("button", { name: "Remove Internet" }).waitFor();
  await page.getByLabel("View", { exact: true }).fill("not an address");
  await page.getByLabel("View", { exact: true }).press("Enter");
  await page.getByText("view must be a valid image url").waitFor();
  await page.getByLabel("View", { exact: true }).fill("/logo.svg");
  await page.getByLabel("View", { exact: true }).press("Enter");
  await page.getByRole("img", { name: "View 1" }).waitFor();
  await page.getByRole("button", { name: "add suite", exact: true }).click();
  await page.waitForURL("**/admin/suites");
  const suite = page.getByRole("row").filter({ hasText: "D101" });
  await suite.getByRole("cell", { name: "$120.00" }).waitFor();
  expect(await suite.getByText("D102").count()).toBe(1);
  expect(await suite.getByRole("cell", { name: "Deluxe" }).count()).toBe(1);

  // Its price and the adults it sleeps (2 unless told) changed, then read back in the details.
  await page.getByRole("button", { name: "Edit D101, D102" }).click();
  const edit = page.getByRole("dialog", { name: "Edit suite" });
  await edit.getByLabel("Price").fill("150");
  expect(await edit.getByLabel("Max adults").inputValue()).toBe("2");
  await edit.getByLabel("Max adults").fill("4");
  await edit.getByRole("button", { name: "Update" }).click();
  await edit.waitFor({ state: "hidden" });
  await suite.getByRole("cell", { name: "$150.00" }).waitFor();
  await page.getByRole("button", { name: "Details D101, D102" }).click();
  const details = page.getByRole("dialog", { name: "Suite", exact: true });
  await details.getByText("$150.00").waitFor();
  await details.getByText("4", { exact: true }).waitFor();
  await details.getByText("Internet", { exact: true }).waitFor();
  await details.getByRole("button", { name: "Close" }).click();
  await details.waitFor({ state: "hidden" });

  // An image: refused without a name and file, and over 600 KB; then uploaded.
  await page.getByRole("link", { name: "Images" }).click();
  await page.getByText("no items available").waitFor();
  await page.getByRole("link", { name: "Add image" }).click();
  await page.getByRole("button", { name: "Upload image" }).click();
  await page.getByText("domainName is required must be 2 characters or more").waitFor();
  await page.getByText("imageUpload is required").waitFor();
  await page.getByLabel("Name").fill("Lobby");
  await pickFile(page, "Image", poster);
  await page.getByText("image is greater than 600kb").waitFor();
  await pickFile(page, "Image", lobby);
  await page.getByRole("img", { name: "Preview" }).waitFor();
  expect(await page.getByText("image is greater than 600kb").count()).toBe(0);
  await page.getByRole("button", { name: "Upload image" }).click();
  await page.waitForURL("**/admin/images");
  const image = page.getByRole("row").filter({ hasText: "Lobby" });
  await image.getByRole("cell", { name: "Lobby", exact: true }).waitFor();
  const link = await image.getByRole("img", { name: "Thumbnail" }).getAttribute("src");
  if (!link) throw new Error("the image row shows no thumbnail address");

  // Its link copied: the notice shows for a second, the clipboard holds the link to the PNG's bytes.
  await image.getByRole("button", { name: "Copy link of Lobby" }).click();
  const notice = page.getByText("image copied");
  await notice.waitFor();
  const shown = Date.now();
  await notice.waitFor({ state: "hidden", timeout: 2500 });
  expect(Date.now() - shown).toBeGreaterThanOrEqual(700);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const download = await page.request.get(link);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("image/png");
  expect(Buffer.from(await download.body()).equals(png)).toBe(true);

  // The images list has no details dialog: a row's history is a link to the audit trail.
  await image.getByRole("link", { name: "History of Lobby" }).click();
  await page.getByRole("row").filter({ hasText: "Created" }).filter({ hasText: "Lobby" }).waitFor();
  await page.goBack();
  await page.waitForURL("**/admin/images");

  // Deleted: gone from the list at once, and from its link once Undo is no longer offered.
  await image.getByRole("button", { name: "Delete Lobby" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete image" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await confirm.waitFor({ state: "hidden" });
  await page.getByText("no items available").waitFor();
  await page.clock.fastForward(5000);
  await page.getByRole("button", { name: "Undo" }).waitFor({ state: "detached" });
  await expect.poll(async () => (await page.request.get(link)).status()).toBe(404);
});
