import { calls } from "@concierge/contract";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { sendCall } from "./calls.js";
import { signInThroughForm } from "./console.js";

/** A suite of `codes` (its rooms) at the admin's branch, 120 a night, added through the API. */
export async function addSuite(
  page: Page,
  token: string,
  admin: { domainId: string; branchId: string },
  Category: string,
  Codes: readonly string[],
) {
  const suite = await sendCall(
    page.request,
    calls.suites.create,
    {
      body: {
        Codes: [...Codes],
        DomainId: admin.domainId,
        BranchId: admin.branchId,
        Category,
        Price: 120,
        Views: ["/logo.svg"],
        Utilities: ["Internet"],
      },
    },
    token,
  );
  expect(suite.status()).toBe(201);
}

/** Signs `user` in through the login form and waits for the home page. */
export async function signInAtHome(page: Page, user: { username: string; password: string }) {
  await page.goto("/admin/login");
  await signInThroughForm(page, user);
  await page.waitForURL((url) => url.pathname === "/admin");
}

/** The day after tomorrow in the browser's calendar, as the date input takes it. */
export const dayAfterTomorrow = (page: Page) =>
  page.evaluate(() => {
    const day = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    const pad = (part: number) => String(part).padStart(2, "0");
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  });
