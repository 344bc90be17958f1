import type { Page } from "playwright-core";

/**
 * What the browser reports against the content security policy on `page` from now on, one line each
 * naming the screen: from the page's events and from its console.
 */
export async function watchPolicyViolations(page: Page) {
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
