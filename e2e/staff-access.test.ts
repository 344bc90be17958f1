import { calls, Permission } from "@concierge/contract";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { createBranch, createDomain, createRole, createUser } from "../apps/api/test/factories.js";
import { readMail, tokenFromMail } from "../apps/api/test/harness.js";
import { png } from "../apps/api/test/image-samples.js";
import { sendCall, tokenOf } from "./support/calls.js";
import { openPage, signInThroughForm, useConsole } from "./support/console.js";
import { signInAtHome } from "./support/desk.js";

const env = useConsole();

it("an administrator opens a branch, makes a role with two permissions, invites a user, who sets a password and sees only what the role allows", async () => {
  const admin = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  await page.goto("/admin/login");
  await signInThroughForm(page, admin);
  await page.waitForURL((url) => url.pathname === "/admin");
  const country = `Ghana ${Date.now()}`;
  const created = await sendCall(
    page.request,
    calls.countries.create,
    { body: { Name: country, States: ["Ashanti", "Volta"] } },
    await tokenOf(page.request, admin),
  );
  expect(created.status()).toBe(201);

  // A branch: the state list follows the chosen country.
  await page.getByRole("link", { name: "Branches" }).click();
  await page.getByRole("link", { name: "Add branch" }).click();
  await page.getByLabel("Branch name").fill("Kumasi City");
  await page.getByLabel("Phone").fill("08012345678");
  await page.getByLabel("Email").fill("kumasi@example.com");
  await page.getByLabel("Address").fill("12 Harper Road");
  await page.getByRole("combobox", { name: "Country" }).fill(country);
  await page.getByRole("option", { name: country }).click();
  await page.getByRole("combobox", { name: "State" }).click();
  await page.getByRole("option", { name: "Volta" }).waitFor();
  await page.getByRole("option", { name: "Ashanti" }).click();
  await page.getByRole("button", { name: "Add branch" }).click();
  await page.waitForURL("**/admin/branches");
  await page.getByRole("cell", { name: "Kumasi City" }).waitFor();

  // A role with two of the administrator's permissions.
  await page.getByRole("link", { name: "Roles" }).click();
  await page.getByRole("link", { name: "Add role" }).click();
  await page.getByLabel("Role name").fill("Receptionist");
  await page.getByRole("button", { name: `Add ${Permission.MANAGE_BOOKINGS}` }).click();
  await page.getByRole("button", { name: `Add ${Permission.VIEW_DOMAINS}` }).click();
  await page.getByRole("button", { name: "Add role" }).click();
  await page.waitForURL("**/admin/roles");
  await page.getByRole("cell", { name: "Receptionist" }).waitFor();

  // A user with that role at that branch; the invitation goes to the outbox.
  const username = `ama-${Date.now()}`;
  const email = `${username}@example.com`;
  await page.getByRole("link", { name: "Users" }).click();
  await page.getByRole("link", { name: "Add user" }).click();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: "Receptionist" }).click();
  await page.getByRole("combobox", { name: "Branch" }).click();
  await page.getByRole("option", { name: "Kumasi City" }).click();
  await page.getByRole("button", { name: "Add user" }).click();
  await page.waitForURL("**/admin/users");
  await page.getByRole("cell", { name: username, exact: true }).waitFor();
  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL("**/admin/login");

  const invitation = await readMail(env.site.config.dataDir, email);
  const link = invitation.match(/http\S+changePassword\?token=\S+/)?.[0];
  expect(link).toBe(
    `${env.site.base}/admin/forgot/changePassword?token=${encodeURIComponent(tokenFromMail(invitation))}`,
  );
  await page.goto(link as string);
  await page.getByLabel("New password").fill("receptionist password");
  await page.getByLabel("Confirm password").fill("receptionist password");
  await page.getByRole("button", { name: "Change password" }).click();
  await page.waitForURL("**/admin/login**");

  await signInThroughForm(page, { username, password: "receptionist password" });
  await page.waitForURL((url) => url.pathname === "/admin");
  await page.getByRole("link", { name: "Domains" }).waitFor();
  for (const hidden of ["Countries", "Utilities"]) {
    expect(await page.getByRole("link", { name: hidden }).count()).toBe(0);
  }
  for (const shown of ["Users", "Roles", "Branches", "Suites", "Bookings", "Images"]) {
    expect(await page.getByRole("link", { name: shown }).count()).toBe(1);
  }
});

/** Any UUID: what a list or dialog must never show a person. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The visible text of the screen's main part, once `shown` is on it. */
async function screenText(page: Page, shown: string) {
  await page.getByRole("main").getByText(shown, { exact: true }).first().waitFor();
  return page.getByRole("main").innerText();
}

/** The text of the open dialog named `name`, once its history (or its last field) has loaded. */
async function dialogText(page: Page, name: string, shown: string) {
  const dialog = page.getByRole("dialog", { name });
  await dialog.getByText(shown).first().waitFor();
  await expect.poll(() => dialog.getByText("…", { exact: true }).count()).toBe(0);
  return dialog.innerText();
}

it("a front-desk user is offered only what the role allows, and an address beyond it says so; an administrator is offered it all", async () => {
  const admin = await createUser(env.site.db);
  const desk = await createUser(env.site.db, { domain: admin, permissions: [Permission.MANAGE_BOOKINGS] });
  const page = await openPage(env.browser, env.site.base);
  await signInAtHome(page, desk);

  for (const hidden of ["Domains", "Countries", "Utilities", "Audit"]) {
    expect(await page.getByRole("link", { name: hidden }).count()).toBe(0);
  }
  await page.getByRole("link", { name: "Users" }).click();
  await page.getByRole("button", { name: `Details ${admin.username}` }).waitFor();
  expect(await page.getByRole("link", { name: "Add user" }).count()).toBe(0);
  expect(await page.getByRole("button", { name: /^(Edit|Delete) / }).count()).toBe(0);
  await page.getByRole("link", { name: "Roles" }).click();
  await page.getByRole("heading", { name: "Roles" }).waitFor();
  await page
    .getByRole("button", { name: /^Details / })
    .first()
    .waitFor();
  expect(await page.getByRole("link", { name: "Add role" }).count()).toBe(0);
  expect(await page.getByRole("button", { name: /^(Edit|Delete) / }).count()).toBe(0);
  await page.getByRole("link", { name: "Bookings" }).click();
  await page.getByRole("link", { name: "Add booking" }).waitFor();

  const refused: [address: string, permission: Permission][] = [
    ["/admin/users/add", Permission.MANAGE_USERS],
    ["/admin/roles/add", Permission.MANAGE_ROLES],
    ["/admin/domains", Permission.VIEW_DOMAINS],
    ["/admin/domains/add", Permission.MANAGE_DOMAINS],
  ];
  for (const [address, permission] of refused) {
    await page.goto(address);
    await page.getByRole("heading", { name: "You don't have access to this page" }).waitFor();
    await page.getByText(new RegExp(`It takes the .*${permission}`)).waitFor();
    await page.getByRole("link", { name: "Users" }).waitFor(); // the navigation is still at hand
  }
  // An edit typed in the address bar opens nothing either.
  await page.goto(`/admin/users?edit=${admin.userId}`);
  await page.getByRole("button", { name: `Details ${admin.username}` }).waitFor();
  expect(await page.getByRole("dialog").count()).toBe(0);

  const manager = await openPage(env.browser, env.site.base);
  await signInAtHome(manager, admin);
  await manager.getByRole("link", { name: "Users" }).click();
  await manager.getByRole("link", { name: "Add user" }).waitFor();
  await manager.getByRole("button", { name: `Edit ${desk.username}` }).waitFor();
  await manager.getByRole("button", { name: `Delete ${desk.username}` }).waitFor();
  await manager.getByRole("link", { name: "Roles" }).click();
  await manager.getByRole("link", { name: "Add role" }).waitFor();
  await manager.getByRole("link", { name: "Domains" }).click();
  await manager.getByRole("link", { name: "Add domain" }).waitFor();
  await manager.getByRole("link", { name: "Audit" }).waitFor();
});

it("the users, roles and images lists and their details dialogs name roles, branches and domains, and show no id", async () => {
  const admin = await createUser(env.site.db);
  const role = await createRole(env.site.db, admin, [Permission.MANAGE_BOOKINGS], "Receptionist");
  const branch = await createBranch(env.site.db, admin, { name: "Kumasi City" });
  const page = await openPage(env.browser, env.site.base);
  const token = await tokenOf(page.request, admin);
  const username = `kofi-${Date.now()}`;
  const added = await sendCall(
    page.request,
    calls.users.create,
    {
      body: {
        Username: username,
        Email: `${username}@example.com`,
        DomainId: admin.domainId,
        BranchId: branch.id,
        RoleId: role.id,
      },
    },
    token,
  );
  expect(added.status()).toBe(201);
  const image = await sendCall(
    page.request,
    calls.images.upload,
    { body: { name: "Lobby", image: `data:image/png;base64,${png.toString("base64")}` } },
    token,
  );
  expect(image.status()).toBe(201);
  await signInAtHome(page, admin);

  await page.getByRole("link", { name: "Users" }).click();
  const row = page.getByRole("row").filter({ hasText: username });
  await row.getByRole("cell", { name: "Receptionist", exact: true }).waitFor();
  await row.getByRole("cell", { name: "Kumasi City", exact: true }).waitFor();
  expect(await screenText(page, "Receptionist")).not.toMatch(UUID);
  await page.getByRole("button", { name: `Details ${username}` }).click();
  const user = await dialogText(page, "User", "Role: Receptionist");
  expect(user).toContain("Kumasi City");
  expect(user).toContain(admin.name);
  expect(user).not.toMatch(UUID);
  await page.keyboard.press("Escape");

  await page.getByRole("link", { name: "Roles" }).click();
  expect(await screenText(page, "Receptionist")).not.toMatch(UUID);
  await page.getByRole("button", { name: "Details Receptionist" }).click();
  const roleText = await dialogText(page, "Role", admin.name);
  expect(roleText).not.toMatch(UUID);
  await page.keyboard.press("Escape");

  await page.getByRole("link", { name: "Images" }).click();
  expect(await screenText(page, "Lobby")).not.toMatch(UUID);
});

it("a GLOBAL administrator adds a user to another hotel company by picking its name; a manager without GLOBAL is not offered the choice", async () => {
  const admin = await createUser(env.site.db);
  const other = await createDomain(env.site.db, `Harbour Hotels ${Date.now()}`);
  await createRole(env.site.db, other, [Permission.MANAGE_BOOKINGS], "Night porter");
  const page = await openPage(env.browser, env.site.base);
  await signInAtHome(page, admin);

  const username = `esi-${Date.now()}`;
  await page.getByRole("link", { name: "Users" }).click();
  await page.getByRole("link", { name: "Add user" }).click();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email").fill(`${username}@example.com`);
  await expect.poll(() => page.getByRole("combobox", { name: "Domain" }).inputValue()).toBe(admin.name);
  await page.getByRole("combobox", { name: "Domain" }).fill("Harbour");
  await page.getByRole("option", { name: other.name }).click();
  await page.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: "Night porter" }).click();
  await page.getByRole("combobox", { name: "Branch" }).click();
  await page.getByRole("option", { name: "Head office" }).click();
  await page.getByRole("button", { name: "Add user" }).click();
  await page.waitForURL("**/admin/users");

  const listed = await sendCall(
    page.request,
    calls.users.list,
    { params: { domainId: other.domainId, page: 1, pageSize: 10 } },
    await tokenOf(page.request, admin),
  );
  const { Users }: { Users: { Username: string; DomainId: string }[] } = await listed.json();
  expect(Users.map((user) => [user.Username, user.DomainId])).toEqual([[username, other.domainId]]);

  const manager = await createUser(env.site.db, { permissions: [Permission.MANAGE_USERS] });
  const local = await openPage(env.browser, env.site.base);
  await signInAtHome(local, manager);
  await local.goto("/admin/users/add");
  await local.getByRole("combobox", { name: "Role" }).waitFor();
  expect(await local.getByRole("combobox", { name: "Domain" }).count()).toBe(0);
});
