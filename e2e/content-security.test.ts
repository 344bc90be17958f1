import { calls } from "@concierge/contract";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { openPage, signInThroughForm, useConsole } from "./support/console.js";
import { furnishedDomain } from "./support/furnished-domain.js";

const env = useConsole();

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
