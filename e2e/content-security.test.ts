import { calls } from "@concierge/contract";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { createUser, signIn } from "../apps/api/test/factories.js";
import { addSuite, walkIn } from "../apps/api/test/front-desk.js";
import { dataUrl, png } from "../apps/api/test/image-samples.js";
import { type Console, openPage, signInThroughForm, useConsole } from "./support/console.js";

const env = useConsole();

/** An administrator whose domain has a row on every list, pictures included (stored and pasted). */
async function furnishedDomain(site: Console) {
  const admin = await createUser(site.db);
  const staff = { ...admin, ...(await signIn(site, admin)) };
  const send = async (call: Parameters<Console["call"]>[0], body: unknown) => {
    const answer = await site.call(call, { body }, staff.headers);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json();
  };
  const country = await send(calls.countries.create, { Name: `Ghana ${Date.now()}`, States: ["Volta"] });
  const utility = await send(calls.utilities.create, { Name: `Spa ${Date.now()}`, Items: ["Sauna"] });
  await send(calls.images.upload, { name: "Lobby", image: dataUrl("image/png", png) });
  await addSuite(site, staff, staff.branchId, ["A5"]);
  const booking = await send(calls.bookings.create, walkIn(staff));
  return { admin, country: country.Name, utility: utility.Name, booking: booking.Id };
}

/** What the browser reports against the policy, from the page's events and from its console. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (report: string) => violations.push(report));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportViolation: (report: string) => void }).reportViolation;
      report(
        `${location.pathname}${location.search}: ${event.effectiveDirective} refused ${event.blockedURI}`,
      );
    });
  });
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

async function visit(page: Page, url: string) {
  const answer = await page.goto(url);
  await page.waitForLoadState("networkidle");
  return answer;
}

it("every console screen and the API's documentation run under the policy with no violation", async () => {
  const { admin, country, utility, booking } = await furnishedDomain(env.site);
  const page = await openPage(env.browser, env.site.base);
  const violations = await watchViolations(page);

  const landing = await visit(page, "/");
  const policy = landing?.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain("unsafe-eval");

  for (const url of ["/admin/forgotpassword", "/admin/forgot/changePassword?token=abc", "/admin/login"]) {
    await visit(page, url);
  }
  await signInThroughForm(page, admin);
  await page.waitForURL((url) => url.pathname === "/admin");
  await page.waitForLoadState("networkidle");

  const lists = [
    "users",
    "roles",
    "branches",
    "suites",
    "bookings",
    "images",
    "countries",
    "utilities",
    "domains",
  ];
  for (const list of lists) {
    await visit(page, `/admin/${list}`);
    await visit(page, `/admin/${list}/add`);
  }
  for (const board of ["rack", "housekeeping", "audit"]) await visit(page, `/admin/${board}`);

  const dialogs = [
    `/admin/users?details=${admin.userId}`,
    `/admin/users?edit=${admin.userId}`,
    `/admin/roles?details=${admin.roleId}`,
    `/admin/roles?edit=${admin.roleId}`,
    `/admin/branches?details=${admin.branchId}`,
    `/admin/branches?edit=${admin.branchId}`,
    `/admin/domains?details=${admin.domainId}`,
    `/admin/domains?edit=${admin.domainId}`,
    `/admin/bookings?details=${booking}`,
    `/admin/bookings?edit=${booking}`,
    `/admin/countries?edit=${encodeURIComponent(country)}`,
    `/admin/utilities?edit=${encodeURIComponent(utility)}`,
  ];
  for (const url of dialogs) {
    await visit(page, url);
    await page.getByRole("dialog").waitFor();
  }

  await visit(page, "/admin/no-such-page");
  await page.getByRole("heading", { name: "Page not found" }).waitFor();

  await visit(page, "/api/docs/");
  await page.getByRole("heading", { name: /Concierge API/ }).waitFor();
  await page.getByText(calls.auth.login.path).first().waitFor();

  expect(violations).toEqual([]);
}, 180_000);
