import { calls, type Language } from "@concierge/contract";
import type { Browser, Page } from "playwright-core";
import { expect, it } from "vitest";
import { createUser } from "../apps/api/test/factories.js";
import { useConsole } from "./support/console.js";

const env = useConsole();

/** A browser whose own language is French: a fresh context (its own storage), as another device is. */
async function frenchBrowser(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, locale: "fr-FR" });
  context.setDefaultTimeout(10_000);
  return context.newPage();
}

async function expectSpoken(page: Page, language: Language, dir: "ltr" | "rtl") {
  await page.waitForFunction(
    ([lang, direction]) =>
      document.documentElement.lang === lang && document.documentElement.dir === direction,
    [language, dir] as const,
  );
}

async function signIn(page: Page, user: { username: string; password: string }, words: string[]) {
  const [username, password, submit] = words as [string, string, string];
  await page.getByLabel(username, { exact: true }).fill(user.username);
  await page.getByLabel(password, { exact: true }).fill(user.password);
  await page.getByRole("button", { name: submit, exact: true }).click();
}

const french = ["Nom d’utilisateur", "Mot de passe", "Se connecter"];
const arabic = ["اسم المستخدم", "كلمة المرور", "تسجيل الدخول"];

it("a French browser signs in in French; the admin chooses Arabic, right to left, and finds it again on another device", async () => {
  const admin = await createUser(env.site.db);
  const page = await frenchBrowser(env.browser, env.site.base);

  // The sign-in speaks the browser's language, the server's refusal too.
  await page.goto("/admin/login");
  await page.getByRole("heading", { name: "Se connecter à Concierge" }).waitFor();
  await expectSpoken(page, "fr", "ltr");
  await signIn(page, { username: admin.username, password: "not the password" }, french);
  await page.getByRole("alert").filter({ hasText: "nom d’utilisateur ou mot de passe incorrect" }).waitFor();

  await signIn(page, admin, french);
  await page.waitForURL((url) => url.pathname === "/admin");
  await page.getByRole("link", { name: "Utilisateurs" }).waitFor();

  // Arabic, chosen in the header: right to left at once, and saved as the admin's.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith(calls.preferences.update.path) && response.status() === 200,
  );
  await page.getByRole("button", { name: /^Langue/ }).click();
  await page.getByRole("menuitem", { name: "العربية" }).click();
  await saved;
  await expectSpoken(page, "ar", "rtl");
  await page.getByRole("link", { name: "المستخدمون" }).waitFor();
  await page.getByRole("button", { name: "تسجيل الخروج" }).waitFor();

  await page.reload();
  await expectSpoken(page, "ar", "rtl");
  await page.getByRole("link", { name: "المستخدمون" }).waitFor();

  // A screen of the front desk speaks it too, its main action included.
  await page.getByRole("link", { name: "الحجوزات" }).click();
  await page.getByRole("heading", { name: "الحجوزات" }).waitFor();
  await page.getByRole("link", { name: "إضافة حجز" }).waitFor();

  // Dates are written for the language chosen, not for the French browser.
  await page.getByRole("link", { name: "سجل التدقيق" }).click();
  const shown = page.locator("time").first();
  await shown.waitFor();
  const [text, arabicText, frenchText] = await shown.evaluate((time) => {
    const at = new Date(time.getAttribute("datetime") ?? "");
    const style = { dateStyle: "medium", timeStyle: "short" } as const;
    return [
      time.textContent,
      new Intl.DateTimeFormat("ar", style).format(at),
      new Intl.DateTimeFormat("fr", style).format(at),
    ];
  });
  expect(text).toBe(arabicText);
  expect(text).not.toBe(frenchText);

  // Another device, French again until the admin signs in: then Arabic, the admin's own.
  const other = await frenchBrowser(env.browser, env.site.base);
  await other.goto("/admin/login");
  await expectSpoken(other, "fr", "ltr");
  await signIn(other, admin, french);
  await other.waitForURL((url) => url.pathname === "/admin");
  await expectSpoken(other, "ar", "rtl");
  await other.getByRole("link", { name: "المستخدمون" }).waitFor();

  // Signed out, this device keeps the admin's language: a refusal is in Arabic.
  await other.getByRole("button", { name: "تسجيل الخروج" }).click();
  await other.waitForURL("**/admin/login");
  await expectSpoken(other, "ar", "rtl");
  await signIn(other, { username: admin.username, password: "not the password" }, arabic);
  await other.getByRole("alert").filter({ hasText: "اسم المستخدم أو كلمة المرور غير صحيحة" }).waitFor();
});

it("a French browser is told in French, then in Arabic, how many minutes to wait after too many attempts", async () => {
  const user = await createUser(env.site.db);
  const page = await frenchBrowser(env.browser, env.site.base);
  await page.goto("/admin/login");
  await expectSpoken(page, "fr", "ltr");
  const wrong = { username: user.username, password: "not the password" };
  for (let attempt = 1; attempt <= 5; attempt++) {
    const refused = page.waitForResponse((response) => response.url().endsWith(calls.auth.login.path));
    await signIn(page, wrong, french);
    expect((await refused).status()).toBe(401);
  }

  // The refusal names its minutes: its words come from the catalogue, its minutes from the server.
  await signIn(page, wrong, french);
  await page
    .getByRole("alert")
    .filter({ hasText: /^trop de tentatives, réessayez dans \d+ minutes?$/ })
    .waitFor();

  await page.getByRole("button", { name: /^Langue/ }).click();
  await page.getByRole("menuitem", { name: "العربية" }).click();
  await expectSpoken(page, "ar", "rtl");
  await signIn(page, wrong, arabic);
  await page
    .getByRole("alert")
    .filter({
      hasText: /^محاولات كثيرة جدًا، حاول مرة أخرى بعد (دقيقة واحدة|دقيقتين|[0-9٠-٩]+ (دقائق|دقيقة))$/,
    })
    .waitFor();
});
