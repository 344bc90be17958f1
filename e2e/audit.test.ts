import { readFile } from "node:fs/promises";
import { AuthMessage, Permission } from "@concierge/contract";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { createUser } from "../apps/api/test/factories.js";
import { openPage, signInThroughForm, useConsole } from "./support/console.js";
import { signInAtHome } from "./support/desk.js";
import { deskWithGuests } from "./support/guests.js";

const env = useConsole();

const searchBox = (page: Page) => page.getByRole("textbox", { name: "Search who, action, record or change" });
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** Who, Action and What of the trail's rows, top to bottom, once it shows `count` of them. */
async function entriesShown(page: Page, count: number) {
  const rows = page.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect.poll(() => rows.count()).toBe(count);
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const cells = rows.nth(index).getByRole("cell");
      const texts = await Promise.all([1, 2, 3].map((cell) => cells.nth(cell).innerText()));
      return texts.map((text) => text.replace(/\s+/g, " "));
    }),
  );
}

const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

/** Adds the role "Night auditor" through the form, then renames it "Night manager". */
async function addAndRenameRole(page: Page) {
  await page.getByRole("link", { name: "Roles" }).click();
  await page.getByRole("link", { name: "Add role" }).click();
  await page.getByLabel("Role name").fill("Night auditor");
  await page.getByRole("button", { name: `Add ${Permission.MANAGE_BOOKINGS}` }).click();
  await page.getByRole("button", { name: "Add role" }).click();
  await page.waitForURL("**/admin/roles");
  await page.getByRole("button", { name: "Edit Night auditor" }).click();
  const edit = page.getByRole("dialog", { name: "Edit role" });
  await edit.getByLabel("Role name").fill("Night manager");
  await edit.getByRole("button", { name: "Update" }).click();
  await page.getByRole("cell", { name: "Night manager" }).waitFor();
}

async function checkOutGuest(page: Page) {
  await page.getByRole("link", { name: "Bookings" }).click();
  await page.getByRole("button", { name: "Check out Adèle Dupont in R01" }).click();
  const dialog = page.getByRole("dialog", { name: "Check out" });
  await dialog.getByRole("button", { name: "Check out" }).click();
  await dialog.waitFor({ state: "hidden" });
}

it("a manager sees in the audit trail what the day's work did", async () => {
  // Seeded as a script would: a sign-in, a suite and the walk-in of Adèle Dupont; then signed in.
  const { admin, page } = await deskWithGuests(env.site, env.browser, [{ first: "Adèle", last: "Dupont" }]);
  await addAndRenameRole(page);
  await checkOutGuest(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL("**/admin/login");
  await signInThroughForm(page, { username: admin.username, password: "not-the-password" });
  await page.getByRole("alert").filter({ hasText: AuthMessage.invalidCredentials }).waitFor();
  await signInThroughForm(page, admin);
  await page.waitForURL((url) => url.pathname === "/admin");

  await page.getByRole("link", { name: "Audit" }).click();
  await page.getByRole("heading", { name: "Audit trail" }).waitFor();
  // Times on the branch's clock, its zone named once.
  await page.getByRole("columnheader", { name: "When (UTC)" }).waitFor();
  const me = admin.username;
  expect(await entriesShown(page, 10)).toEqual([
    [me, "Signed in", `User ${me}`],
    [me, "Sign-in failed", `User ${me}`],
    [me, "Signed out", `User ${me}`],
    [me, "Checked out", "Booking Adèle Dupont"],
    [me, "Changed", "Role Night manager"],
    [me, "Created", "Role Night auditor"],
    [me, "Signed in", `User ${me}`],
    [me, "Created", "Booking Adèle Dupont"],
    [me, "Created", "Suite Deluxe"],
    [me, "Signed in", `User ${me}`],
  ]);
  await row(page, "Night manager").getByText("RoleName: Night auditor → Night manager").waitFor();
  await row(page, "Checked out").getByText("Status: in-house → checked-out").waitFor();
  await row(page, "Night auditor").getByText(`Permissions: ${Permission.MANAGE_BOOKINGS}`).waitFor();

  // Part of a name, without its accent: every entry about her booking, her check-out included.
  await searchBox(page).fill("adele");
  expect(await entriesShown(page, 2)).toEqual([
    [me, "Checked out", "Booking Adèle Dupont"],
    [me, "Created", "Booking Adèle Dupont"],
  ]);
  expect(param(page, "q")).toBe("adele");
  await searchBox(page).press("Escape");
  await entriesShown(page, 10);

  // A Who narrows the trail to that user's work: all but the failed sign-in, which had no actor.
  await page.getByRole("button", { name: me, exact: true }).first().click();
  await expect.poll(() => param(page, "actorId")).toBe(admin.userId);
  expect((await entriesShown(page, 9)).map(([, action]) => action)).not.toContain("Sign-in failed");
  expect(await page.getByRole("textbox", { name: "By" }).inputValue()).toBe(me);
  await page.getByRole("button", { name: "Clear by" }).click();
  await entriesShown(page, 10);

  await page.getByRole("combobox", { name: "Record" }).click();
  await page.getByRole("option", { name: "Role" }).click();
  const roleEntries = [
    [me, "Changed", "Role Night manager"],
    [me, "Created", "Role Night auditor"],
  ];
  expect(await entriesShown(page, 2)).toEqual(roleEntries);
  expect(param(page, "entity")).toBe("role");
  await page.reload();
  expect(await entriesShown(page, 2)).toEqual(roleEntries);
  expect(await page.getByRole("combobox", { name: "Record" }).inputValue()).toBe("Role");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const [header, ...lines] = (await readFile(await download.path(), "utf8"))
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(header).toBe("Id,At,ActorId,ActorName,Action,Entity,EntityId,Changes,Label");
  expect(lines.map((line) => line.split(",").slice(3, 6))).toEqual([
    [me, "update", "role"],
    [me, "create", "role"],
  ]);
  expect(lines[0]).toContain("Night manager");
  expect(lines.map((line) => line.split(",").at(-1))).toEqual(["Night manager", "Night auditor"]);

  // The role's own history, in its details dialog, and from there the whole of it.
  await page.getByRole("link", { name: "Roles" }).click();
  await page.getByRole("button", { name: "Details Night manager" }).click();
  const history = page.getByRole("dialog", { name: "Role" }).getByRole("region", { name: "History" });
  await history.getByText("RoleName: Night auditor → Night manager").waitFor();
  await history.getByText("Created").waitFor();
  await history.getByRole("link", { name: "See all in the audit trail" }).click();
  await page.getByRole("heading", { name: "Audit trail" }).waitFor();
  expect(param(page, "entity")).toBe("role");
  expect(param(page, "entityId")).toMatch(/^[0-9a-f-]{36}$/);
  expect(await entriesShown(page, 2)).toEqual(roleEntries);
  // The record named, not its id.
  expect(await page.getByRole("textbox", { name: "Of the record" }).inputValue()).toBe("Night manager");

  // A receptionist, without VIEW_AUDIT: no link, and the address says why there is nothing.
  const receptionist = await createUser(env.site.db, {
    domain: admin,
    permissions: [Permission.MANAGE_BOOKINGS],
  });
  const desk = await openPage(env.browser, env.site.base);
  await signInAtHome(desk, receptionist);
  await desk.getByRole("link", { name: "Bookings" }).waitFor();
  expect(await desk.getByRole("link", { name: "Audit" }).count()).toBe(0);
  await desk.goto("/admin/audit");
  await desk.getByRole("heading", { name: "You don't have access to this page" }).waitFor();
  await desk.getByText(/It takes the VIEW_AUDIT permission/).waitFor();
});
