import { AuthMessage, calls, Permission, pathOf } from "@concierge/contract";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { sessions } from "../apps/api/src/db/schema/index.js";
import { createUser } from "../apps/api/test/factories.js";
import { readMail, tokenFromMail } from "../apps/api/test/harness.js";
import { openPage, signInThroughForm, useConsole } from "./support/console.js";

const env = useConsole();

it("staff open the landing page, sign in, see their home, log out, and Back does not let them in again", async () => {
  const user = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  await page.goto("/");
  await page.getByRole("link", { name: "Login" }).click();
  await page.waitForURL("**/admin/login");

  await signInThroughForm(page, user);
  await page.waitForURL((url) => url.pathname === "/admin");
  await page
    .getByRole("heading", { name: new RegExp(user.username) })
    .first()
    .waitFor();
  await page.getByText(`© ${new Date().getFullYear()}`).first().waitFor();

  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL("**/admin/login");
  await page.goBack();
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).not.toBe("/admin");
  await page.goto("/admin");
  await page.waitForURL("**/admin/login**");
});

it("a signed-out visitor of a protected page signs in and lands back on that page", async () => {
  const user = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  await page.goto("/admin/countries?page=1");
  await page.waitForURL("**/admin/login**");
  await signInThroughForm(page, user);
  await page.waitForURL("**/admin/countries?page=1");
});

it("a wrong password shows the server's words and the form stays", async () => {
  const user = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  await page.goto("/admin/login");
  await signInThroughForm(page, { username: user.username, password: "not the password" });
  await page.getByRole("alert").filter({ hasText: AuthMessage.invalidCredentials }).waitFor();
  expect(await page.getByLabel("Username").inputValue()).toBe(user.username);
});

it("staff who forgot their password reset it from the mailed link and sign in with the new one", async () => {
  const user = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  await page.goto("/admin/login");
  await page.getByRole("link", { name: "Forgot Password" }).click();
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await page.getByText(AuthMessage.resetSent).first().waitFor();
  await page.waitForURL("**/admin/forgot/changePassword**");

  const mail = await readMail(env.site.config.dataDir, user.email);
  const link = mail.match(/http\S+changePassword\?token=\S+/)?.[0];
  expect(link).toBe(
    `${env.site.base}/admin/forgot/changePassword?token=${encodeURIComponent(tokenFromMail(mail))}`,
  );
  await page.goto(link as string);
  expect(await page.getByLabel("Token").inputValue()).toBe(tokenFromMail(mail));
  await page.getByLabel("New password").fill("a brand new password");
  await page.getByLabel("Confirm password").fill("a different password");
  await page.getByRole("button", { name: "Change password" }).click();
  await page.getByText("password and confirm password does not match").waitFor();

  await page.getByLabel("Confirm password").fill("a brand new password");
  await page.getByRole("button", { name: "Change password" }).click();
  await page.waitForURL("**/admin/login**");
  await signInThroughForm(page, { username: user.username, password: "a brand new password" });
  await page.waitForURL((url) => url.pathname === "/admin");
});

it("an access token the server refuses is renewed silently and the screen still loads", async () => {
  const user = await createUser(env.site.db, { permissions: [Permission.GLOBAL] });
  const page = await openPage(env.browser, env.site.base);
  await page.goto("/admin/login");
  await signInThroughForm(page, user);
  await page.waitForURL((url) => url.pathname === "/admin");

  // The server refuses the first countries call as it would an expired token; the rest go through.
  let refused = false;
  await page.route(`**${pathOf(calls.countries.list)}`, (route) => {
    if (refused) return route.continue();
    refused = true;
    return route.fulfill({ status: 401, json: { error: "please sign in", message: "please sign in" } });
  });
  const refreshed = page.waitForResponse((response) => response.url().endsWith(pathOf(calls.auth.refresh)));
  await page.getByRole("link", { name: "Countries" }).click();
  expect((await refreshed).status()).toBe(200);
  await page.getByText("no items available").waitFor();
  expect(new URL(page.url()).pathname).toBe("/admin/countries");
});

it("when the session was revoked, staff are signed out to the login page, which returns them afterwards", async () => {
  const user = await createUser(env.site.db, { permissions: [Permission.GLOBAL] });
  const page = await openPage(env.browser, env.site.base);
  await page.goto("/admin/login");
  await signInThroughForm(page, user);
  await page.waitForURL((url) => url.pathname === "/admin");
  // Home has made its own calls (today's figures): the next one is the click's.
  await page.getByRole("group", { name: "In house" }).waitFor();

  await env.site.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.userId));
  await page.getByRole("link", { name: "Countries" }).click();
  await page.waitForURL("**/admin/login?from=%2Fadmin%2Fcountries");
  await signInThroughForm(page, user);
  await page.waitForURL("**/admin/countries");
});
