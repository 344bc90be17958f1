import { calls, exampleGuest } from "@concierge/contract";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { createUser } from "../../apps/api/test/factories.js";
import { sendCall, tokenOf } from "./calls.js";
import type { Console } from "./console.js";
import { openPage } from "./console.js";
import { addSuite, signInAtHome } from "./desk.js";

const DAY = 24 * 60 * 60 * 1000;

export interface Guest {
  first: string;
  last: string;
  /** A reservation arriving in that many days; unset, a walk-in checked in now. */
  arrivesInDays?: number;
  /** Their own email; unset, the contract's example, which links every such booking to one profile. */
  email?: string;
}

type Admin = Pick<Awaited<ReturnType<typeof createUser>>, "domainId" | "branchId">;

/**
 * A booking's body for `guest` in `room` of the staff member's branch, leaving at `checkout`: the
 * contract's example guest, named, with an ID image the console serves.
 */
export const stayOf = (
  admin: Admin,
  guest: Pick<Guest, "first" | "last" | "email">,
  room: string,
  checkout: Date,
) => ({
  ...exampleGuest(),
  FirstName: guest.first,
  LastName: guest.last,
  ...(guest.email && { Email: guest.email }),
  GuestIdUrl: "/logo.svg",
  DomainId: admin.domainId,
  BranchId: admin.branchId,
  SuiteCode: room,
  CheckoutDate: checkout.toISOString(),
});

/** A walk-in (in house now, leaving in 2 days) or a reservation (2 nights from its arrival), made. */
async function book(page: Page, token: string, admin: Admin, guest: Guest, room: string) {
  const arrival = Date.now() + (guest.arrivesInDays ?? 0) * DAY;
  const body = stayOf(admin, guest, room, new Date(arrival + 2 * DAY));
  const made =
    guest.arrivesInDays === undefined
      ? await sendCall(page.request, calls.bookings.create, { body }, token)
      : await sendCall(
          page.request,
          calls.bookings.reserve,
          { body: { ...body, CheckinDate: new Date(arrival).toISOString() } },
          token,
        );
  expect(made.status()).toBe(201);
}

/**
 * A signed-in administrator at home whose branch has one Deluxe room per guest (R01, R02, …), each
 * guest booked into one, in order, as a script would.
 */
export async function deskWithGuests(
  site: Console,
  browser: Parameters<typeof openPage>[0],
  guests: Guest[],
) {
  const admin = await createUser(site.db);
  const page = await openPage(browser, site.base);
  const token = await tokenOf(page.request, admin);
  const rooms = guests.map((_, index) => `R${String(index + 1).padStart(2, "0")}`);
  await addSuite(page, token, admin, "Deluxe", rooms);
  for (const [index, guest] of guests.entries()) await book(page, token, admin, guest, rooms[index] ?? "");
  await signInAtHome(page, admin);
  return { admin, page, token };
}

/** The first names of the list's rows, top to bottom, once the list shows `count` of them. */
export async function firstNamesShown(page: Page, count: number) {
  const rows = page.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect.poll(() => rows.count()).toBe(count);
  return Promise.all(
    Array.from({ length: count }, (_, index) => rows.nth(index).getByRole("cell").nth(1).textContent()),
  );
}
