import { calls } from "@concierge/contract";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { createUser } from "../apps/api/test/factories.js";
import { openPage, useConsole } from "./support/console.js";
import { signInAtHome } from "./support/desk.js";

const env = useConsole();
const UNREACHABLE = "Can't reach Concierge. Check your connection.";

/** An administrator at home, in a fresh browser. */
async function signedIn() {
  const admin = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  await signInAtHome(page, admin);
  return { admin, page };
}

/** Answers the users list's calls as `answer` says: sent on, lost on the way, or a 503 of the server's. */
async function routeUsersList(page: Page, answer: () => "send" | "lose" | "busy") {
  const prefix = calls.users.list.path.split("/:")[0] ?? "";
  await page.route(
    (url) => url.pathname.startsWith(`${prefix}/`),
    (route) => {
      const now = answer();
      if (now === "lose") return route.abort("internetdisconnected");
      if (now === "busy") {
        const body = { error: "Service Unavailable", message: "the server is busy, try again in a minute" };
        return route.fulfill({ status: 503, json: body });
      }
      return route.continue();
    },
  );
}

it("a list whose call cannot reach the server says so in words with Retry, and shows its rows once Retry gets through", async () => {
  const { admin, page } = await signedIn();
  let answer: "send" | "lose" | "busy" = "lose";
  await routeUsersList(page, () => answer);

  await page.getByRole("link", { name: "Users" }).click();
  const failure = page.getByRole("alert").filter({ hasText: "Users could not be loaded" });
  await failure.getByText(UNREACHABLE).waitFor();
  expect(await page.getByRole("status", { name: "Loading" }).count()).toBe(0);

  // Still failing, with the server's own words this time.
  answer = "busy";
  await failure.getByRole("button", { name: "Retry" }).click();
  await failure.getByText("the server is busy, try again in a minute").waitFor();

  answer = "send";
  await failure.getByRole("button", { name: "Retry" }).click();
  await page.getByRole("cell", { name: admin.username, exact: true }).waitFor();
  expect(await failure.count()).toBe(0);
});

it("a form sent while offline says so instead of spinning, and is sent again once back online", async () => {
  const { page } = await signedIn();
  await page.getByRole("link", { name: "Countries" }).click();
  await page.getByRole("link", { name: "Add country" }).click();
  await page.getByLabel("Name").fill("Aland");
  await page.getByLabel("State").fill("Mariehamn");
  await page.getByLabel("State").press("Enter");

  await page.context().setOffline(true);
  const add = page.getByRole("button", { name: "Add country" });
  await add.click();
  await page.getByRole("alert").filter({ hasText: UNREACHABLE }).waitFor();
  expect(await add.getAttribute("data-loading")).toBeNull();
  expect(new URL(page.url()).pathname).toBe("/admin/countries/add");

  await page.context().setOffline(false);
  await add.click();
  await page.waitForURL((url) => url.pathname === "/admin/countries");
  await page.getByRole("alert").filter({ hasText: "Country Aland added" }).waitFor();
  await page.getByRole("cell", { name: "Aland" }).waitFor();
});

it("a screen whose code has not loaded yet says so while offline, and opens with Retry once back online", async () => {
  const { page } = await signedIn();
  await page.context().setOffline(true);
  // The rack's code is not among home's.
  await page.getByRole("link", { name: "Rack", exact: true }).click();
  const failure = page.getByRole("alert").filter({ hasText: "This could not be loaded" });
  await failure.getByText(UNREACHABLE).waitFor();
  // The shell stays, its navigation at hand.
  await page.getByRole("link", { name: "Countries" }).waitFor();

  await page.context().setOffline(false);
  await failure.getByRole("button", { name: "Retry" }).click();
  await page.getByRole("heading", { name: "Room rack", exact: true }).waitFor();
  expect(await failure.count()).toBe(0);
});
