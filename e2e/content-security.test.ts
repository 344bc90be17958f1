import { calls } from "@concierge/contract";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { openPage, useConsole } from "./support/console.js";
import { watchPolicyViolations } from "./support/policy.js";

const env = useConsole();

async function visit(page: Page, url: string) {
  const answer = await page.goto(url);
  await page.waitForLoadState("networkidle");
  return answer;
}

// Every console screen, signed out and in, is walked under the policy by accessibility.test.ts: its
// one walk runs axe and watches for violations at each stop, so the screens are not visited twice.
it("the console is served under the policy, and the API's documentation runs under it with no violation", async () => {
  const page = await openPage(env.browser, env.site.base);
  const violations = await watchPolicyViolations(page);

  const landing = await visit(page, "/");
  const policy = landing?.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain("unsafe-eval");

  await visit(page, "/api/docs/");
  await page.getByRole("heading", { name: /Concierge API/ }).waitFor();
  await page.getByText(calls.auth.login.path).first().waitFor();

  expect(violations).toEqual([]);
});
