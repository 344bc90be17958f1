import { calls, Permission } from "@concierge/contract";
import { expect, it } from "vitest";
import { createUser } from "../apps/api/test/factories.js";
import { readMail, tokenFromMail } from "../apps/api/test/harness.js";
import { sendCall, tokenOf } from "./support/calls.js";
import { openPage, signInThroughForm, useConsole } from "./support/console.js";

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
