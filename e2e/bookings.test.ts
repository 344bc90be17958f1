import { BookingMessage } from "@concierge/contract";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { createUser } from "../apps/api/test/factories.js";
import { tokenOf } from "./support/calls.js";
import { openPage, useConsole } from "./support/console.js";
import { addSuite, fillWalkIn, signInAtHome } from "./support/desk.js";

const env = useConsole();

/** The figure the home page shows under `name`, once its cards are there. */
async function figure(page: Page, name: string) {
  const card = page.getByRole("group", { name, exact: true });
  return Number(await card.getByText(/^\d+$/).textContent());
}

it("a receptionist checks in a walk-in guest, is not offered the same room for an overlapping stay, checks the guest out and cancels a booking made by mistake", async () => {
  const admin = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  const Token = await tokenOf(page.request, admin);
  await addSuite(page, Token, admin, "Deluxe", ["A5", "A6"]);
  await signInAtHome(page, admin);

  // Home: today's figures of the branch, its two rooms free.
  await page.getByRole("group", { name: "Rooms", exact: true }).getByText("2", { exact: true }).waitFor();
  const inHouse = await figure(page, "In house");
  expect(await figure(page, "Free tonight")).toBe(2);
  await page
    .getByRole("figure", { name: "Occupancy, last 30 nights and next 30 on the books (tonight 0%)" })
    .waitFor();

  // The form asks for the checkout first, then the guest, with the spec's words.
  await page.getByRole("link", { name: "Bookings" }).click();
  await page.getByText("no items available").waitFor();
  await page.getByRole("link", { name: "Add booking" }).click();
  // The domain is the user's own: not a field of the form.
  expect(await page.getByLabel("Domain", { exact: true }).count()).toBe(0);
  expect(await page.getByRole("combobox", { name: "Branch" }).inputValue()).toBe("Head office");
  await page.getByRole("button", { name: "add booking", exact: true }).click();
  for (const message of [
    BookingMessage.checkoutDate,
    BookingMessage.checkoutTime,
    BookingMessage.firstName,
  ]) {
    await page.getByText(message, { exact: true }).waitFor();
  }

  // Two additional guests, numbered; a name that is not letters, hyphens and spaces is ignored.
  await fillWalkIn(page, {
    idUrl: "/logo.svg",
    title: "Mrs",
    first: "Ada",
    last: "Obi",
    guests: ["Bola Obi", "R2-D2", "Chidi Obi"],
  });
  const guests = page.getByRole("list", { name: "Additional guests" }).getByRole("listitem");
  expect(await guests.allTextContents()).toEqual(["Bola Obi", "Chidi Obi"]);
  expect(await page.getByLabel("Additional guest", { exact: true }).inputValue()).toBe("");
  await page.getByRole("img", { name: "ID image preview" }).waitFor();
  await page.getByRole("button", { name: "add booking", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/admin/bookings");
  const ada = page.getByRole("row").filter({ hasText: "Ada" });
  await ada.getByRole("cell", { name: "A5" }).waitFor();
  await ada.getByText("In house").waitFor();
  // The booking just saved is marked among the others.
  expect(await ada.getAttribute("aria-current")).toBe("true");

  // Its guests read back in the details.
  await page.getByRole("button", { name: "Details Ada Obi in A5" }).click();
  const details = page.getByRole("dialog", { name: "Booking", exact: true });
  const listed = details.getByRole("list", { name: "Additional guests" }).getByRole("listitem");
  await listed.last().waitFor();
  expect(await listed.allTextContents()).toEqual(["Bola Obi", "Chidi Obi"]);
  await details.getByRole("button", { name: "Close" }).click();
  await details.waitFor({ state: "hidden" });

  // One more guest in house at home, and one of the two rooms sold tonight.
  await page.getByRole("link", { name: "Home" }).click();
  await expect.poll(() => figure(page, "In house")).toBe(inHouse + 1);
  expect(await figure(page, "Free tonight")).toBe(1);
  await page
    .getByRole("figure", { name: "Occupancy, last 30 nights and next 30 on the books (tonight 50%)" })
    .waitFor();

  // For an overlapping stay the room picker offers A6 alone, with its price per night: A5 is Ada's.
  await page.getByRole("link", { name: "Bookings" }).click();
  await page.getByRole("link", { name: "Add booking" }).click();
  await fillWalkIn(page, {
    idUrl: "/logo.svg",
    title: "Mr",
    first: "Femi",
    last: "Ade",
    guests: [],
    room: null,
  });
  await page.getByRole("combobox", { name: "Suite code" }).click();
  await page.getByRole("option", { name: /^A6/ }).filter({ hasText: "$120.00 a night" }).waitFor();
  expect(await page.getByRole("option", { name: /A5/ }).count()).toBe(0);
  await page.keyboard.press("Escape");

  // Ada checks out: her room is free again, and Femi gets it.
  await page.getByRole("link", { name: "Bookings" }).click();
  await page.getByRole("button", { name: "Check out Ada Obi in A5" }).click();
  const checkout = page.getByRole("dialog", { name: "Check out" });
  await checkout.getByRole("button", { name: "Check out" }).click();
  await checkout.waitFor({ state: "hidden" });
  await page.getByText(BookingMessage.checkedOutNotice("A5")).waitFor();
  await ada.getByText("Checked out").waitFor();
  await page.getByRole("switch", { name: "In house only" }).click();
  await page.getByText("No bookings match these filters").waitFor();
  await page.getByRole("switch", { name: "In house only" }).click();
  await ada.waitFor();
  await page.getByRole("link", { name: "Add booking" }).click();
  await fillWalkIn(page, { idUrl: "/logo.svg", title: "Mr", first: "Femi", last: "Ade", guests: [] });
  await page.getByRole("button", { name: "add booking", exact: true }).click();
  // Ada's check-out left A5 dirty: a walk-in there is asked first.
  await page
    .getByRole("dialog", { name: "Check in" })
    .getByRole("button", { name: "Check in anyway" })
    .click();
  await page.waitForURL((url) => url.pathname === "/admin/bookings");

  // Femi's booking was a mistake: cancelled, it leaves the list.
  const femi = page.getByRole("row").filter({ hasText: "Femi" });
  await femi.getByText("In house").waitFor();
  await page.getByRole("button", { name: "Cancel booking Femi Ade in A5" }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel booking" });
  await cancel.getByText("Cancel the booking of Femi Ade in A5?").waitFor();
  await cancel.getByRole("button", { name: "Cancel booking" }).click();
  await cancel.waitFor({ state: "hidden" });
  await page.getByText("Booking of Femi Ade in A5 cancelled").waitFor();
  await femi.waitFor({ state: "detached" });
  expect(await page.getByRole("row").filter({ hasText: "Ada" }).count()).toBe(1);
});
