import { addDays, type Booking, calls, dayIn, instantAt } from "@concierge/contract";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { createUser } from "../../apps/api/test/factories.js";
import { sendCall, tokenOf } from "./calls.js";
import { openPage, type useConsole } from "./console.js";
import { addSuite, signInAtHome } from "./desk.js";
import { stayOf } from "./guests.js";

// The test branch counts nights in UTC, the default zone.
export const today = () => dayIn(new Date(), "UTC");

type Desk = { admin: Awaited<ReturnType<typeof createUser>>; page: Page; token: string };

/**
 * An administrator of a domain of its own with rooms A5, A6 (Deluxe) and B1 (Standard, at
 * `standardPrice` a night), signed in on home.
 */
export async function atTheRack(env: ReturnType<typeof useConsole>, standardPrice = 120) {
  const admin = await createUser(env.site.db);
  const page = await openPage(env.browser, env.site.base);
  const token = await tokenOf(page.request, admin);
  await addSuite(page, token, admin, "Deluxe", ["A5", "A6"]);
  await addSuite(page, token, admin, "Standard", ["B1"], standardPrice);
  await signInAtHome(page, admin);
  const desk = { admin, page, token };
  return {
    ...desk,
    /** A reservation through the API: `nights` nights from `inDays` days ahead, 14:00 to 11:00. */
    reserve: (room: string, inDays: number, nights: number, guest = ["Ada", "Obi"]) =>
      reservation(desk, room, addDays(today(), inDays), nights, guest),
    booking: async (id: string) => {
      const answer = await sendCall(
        page.request,
        calls.bookings.get,
        { params: { domainId: admin.domainId, bookingId: id } },
        token,
      );
      expect(answer.status()).toBe(200);
      return (await answer.json()) as Booking;
    },
    openRack: async () => {
      await page.getByRole("link", { name: "Rack", exact: true }).click();
      await page.waitForURL("**/admin/rack");
      await page.getByRole("region", { name: "Room rack" }).waitFor();
    },
  };
}

function reservation(desk: Desk, room: string, arrival: string, nights: number, [first, last]: string[]) {
  return sendCall(
    desk.page.request,
    calls.bookings.reserve,
    {
      body: {
        ...stayOf(
          desk.admin,
          { first: first ?? "Ada", last: last ?? "Obi" },
          room,
          instantAt(addDays(arrival, nights), "11:00", "UTC"),
        ),
        CheckinDate: instantAt(arrival, "14:00", "UTC").toISOString(),
      },
    },
    desk.token,
  );
}

export async function centre(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

/** Presses `from` and lets it go `dx` pixels across and over `to`'s middle, as a mouse does. */
export async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 10 });
  await page.mouse.up();
}
