import { ImageMessage, Permission } from "@concierge/contract";
import type { Locator } from "playwright-core";
import { expect, it } from "vitest";
import { createUser } from "../apps/api/test/factories.js";
import { png } from "../apps/api/test/image-samples.js";
import { tokenOf } from "./support/calls.js";
import { openPage, useConsole } from "./support/console.js";
import { addSuite, fillWalkIn, signInAtHome } from "./support/desk.js";

const env = useConsole();

/** Whether an image element shows a picture: loaded, with a size (not a broken one). */
const shows = (image: Locator) =>
  image.evaluate(
    (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
  );

it("a receptionist books a walk-in with the guest's ID scan uploaded from a file, sees it, and its address shows nothing without a session", async () => {
  const admin = await createUser(env.site.db);
  const receptionist = await createUser(env.site.db, {
    domain: admin,
    permissions: [Permission.MANAGE_BOOKINGS],
  });
  const page = await openPage(env.browser, env.site.base);
  await addSuite(page, await tokenOf(page.request, admin), admin, "Deluxe", ["A5"]);
  await signInAtHome(page, receptionist);

  await page.getByRole("link", { name: "Bookings" }).click();
  await page.getByRole("link", { name: "Add booking" }).click();
  const scanFile = page.getByLabel("ID image file");
  // A file that says it is a PNG but is not: the server's words, and nothing shown as a picture.
  await scanFile.setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("not a picture"),
  });
  await page
    .getByRole("alert")
    .filter({ hasText: `ID image not uploaded: ${ImageMessage.notImage}` })
    .waitFor();
  await page.getByText("No image").waitFor();

  await scanFile.setInputFiles({ name: "passport.png", mimeType: "image/png", buffer: png });
  await page.getByRole("status").filter({ hasText: "Uploading" }).waitFor({ state: "hidden" });
  const address = page.getByLabel("ID image URL");
  await expect.poll(() => address.inputValue()).toMatch(/\/bookings\/scans\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  const scanUrl = await address.inputValue();
  const preview = page.getByRole("img", { name: "ID image preview", exact: true });
  await expect.poll(() => shows(preview)).toBe(true);

  await fillWalkIn(page, { first: "Ada", last: "Obi" });
  await page.getByRole("button", { name: "add booking", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/admin/bookings");

  await page.getByRole("button", { name: "Details Ada Obi in A5" }).click();
  const details = page.getByRole("dialog", { name: "Booking", exact: true });
  await expect.poll(() => shows(details.getByRole("img", { name: "ID image", exact: true }))).toBe(true);

  // The scan's address in a browser without the session: refused, no picture.
  const stranger = await openPage(env.browser, env.site.base);
  const answer = await stranger.goto(scanUrl);
  expect(answer?.status()).toBe(401);
  expect(answer?.headers()["content-type"]).toMatch(/^application\/json/);
  expect(await stranger.locator("img").count()).toBe(0);
});

it("a suite manager uploads a suite's view in the suite form, and it shows at once", async () => {
  const admin = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  await signInAtHome(page, admin);
  await page.getByRole("link", { name: "Suites" }).click();
  await page.getByRole("link", { name: "Add suite" }).click();
  await page
    .getByLabel("View file")
    .setInputFiles({ name: "sea view.png", mimeType: "image/png", buffer: png });
  const view = page.getByRole("img", { name: "View 1", exact: true });
  await expect.poll(() => shows(view)).toBe(true);
  await page.getByText(/\/images\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/).waitFor();

  // An address that is no picture: words, not a broken image.
  await page.getByLabel("View", { exact: true }).fill("/missing-view.png");
  await page.getByLabel("View", { exact: true }).press("Enter");
  await page.getByRole("img", { name: "View 2: The image could not be shown" }).waitFor();
});
