import { calls } from "@concierge/contract";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { sendCall } from "./calls.js";
import { signInThroughForm } from "./console.js";

/** A suite of `codes` (its rooms) at the admin's branch, 120 a night unless told, added through the API. */
export async function addSuite(
  page: Page,
  token: string,
  admin: { domainId: string; branchId: string },
  Category: string,
  Codes: readonly string[],
  Price = 120,
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
        Price,
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
  // The signed-in frame's code loads after sign-in: home is there once its header is.
  await page.getByRole("button", { name: "Logout" }).waitFor();
}

/** The day after tomorrow in the browser's calendar, as the date input takes it. */
export const dayAfterTomorrow = (page: Page) =>
  page.evaluate(() => {
    const day = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    const pad = (part: number) => String(part).padStart(2, "0");
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  });

export interface WalkIn {
  title?: string;
  first: string;
  last: string;
  /** Deluxe's room A5 unless told; null: the category alone. */
  room?: string | null;
  /** The ID image's address; unset, the field is left as it is (a scan uploaded). */
  idUrl?: string;
  guests?: readonly string[];
}

/**
 * The add form filled for a stay until the day after tomorrow at 11:00. The dates come before the
 * room: the rooms offered are those free for the stay.
 */
export async function fillWalkIn(page: Page, guest: WalkIn) {
  await page.getByRole("combobox", { name: "Title" }).click();
  await page.getByRole("option", { name: guest.title ?? "Mrs", exact: true }).click();
  await page.getByLabel("First name").fill(guest.first);
  await page.getByLabel("Last name").fill(guest.last);
  await page.getByLabel("Other name").fill("Chioma");
  await page.getByLabel("Phone").fill("08012345678");
  await page.getByLabel("Email").fill(`${guest.first.toLowerCase()}@example.com`);
  await page.getByLabel("Guest ID number").fill("A12345678");
  await page.getByRole("combobox", { name: "ID type" }).click();
  await page.getByRole("option", { name: "Passport" }).click();
  if (guest.idUrl !== undefined) await page.getByLabel("ID image url").fill(guest.idUrl);
  await page.getByLabel("Checkout date").fill(await dayAfterTomorrow(page));
  await page.getByLabel("Checkout time").fill("11:00");
  await page.getByRole("combobox", { name: "Suite category" }).click();
  await page.getByRole("option", { name: "Deluxe" }).click();
  if (guest.room !== null) {
    await page.getByRole("combobox", { name: "Suite code" }).click();
    await page.getByRole("option", { name: guest.room ?? "A5" }).click();
  }
  for (const name of guest.guests ?? []) {
    await page.getByLabel("Additional guest", { exact: true }).fill(name);
    await page.getByLabel("Additional guest", { exact: true }).press("Enter");
  }
}
