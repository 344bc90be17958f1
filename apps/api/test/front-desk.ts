import {
  addDays,
  type Booking,
  type BookingStatus,
  calls,
  dayIn,
  exampleGuest,
  instantAt,
  Permission,
  type Suite,
} from "@concierge/contract";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { bookingNights, bookings, branches } from "../src/db/schema/index.js";
import { fitNights } from "../src/features/bookings/index.js";
import { signedInUser } from "./factories.js";
import type { Api } from "./harness.js";

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A suite of `codes` at a branch, added through the API. */
export async function addSuite(
  api: Api,
  staff: { headers: Record<string, string>; domainId: string },
  branchId: string,
  codes: string[],
  price = 120,
  category = "Deluxe",
) {
  const response = await api.call(
    calls.suites.create,
    {
      body: {
        Codes: codes,
        DomainId: staff.domainId,
        BranchId: branchId,
        Category: category,
        Price: price,
        Views: ["https://cdn.example.com/deluxe.png"],
        Utilities: ["Internet"],
      },
    },
    staff.headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Suite;
}

/** Front-desk staff in a domain of its own, with one suite of rooms `codes` at its branch. */
export async function frontDesk(api: Api, codes = ["A5", "A6"]) {
  const staff = await signedInUser(api, {
    permissions: [Permission.MANAGE_BOOKINGS, Permission.MANAGE_SUITES],
  });
  await addSuite(api, staff, staff.branchId, codes);
  return staff;
}

/** A valid walk-in's body: the contract's example guest, Ada Obi, with two more, in room A5 for two nights. */
export const walkIn = (staff: { domainId: string; branchId: string }, change: object = {}) => ({
  CheckoutDate: inDays(2),
  ...exampleGuest(),
  BranchId: staff.branchId,
  SuiteCode: "A5",
  DomainId: staff.domainId,
  AdditionalGuests: ["Chidi Obi", "Mary-Jane Obi"],
  ...change,
});

/** A stay stored directly, for times the API never makes: the past, the future, due later today. */
export async function storedStay(
  api: Api,
  staff: { domainId: string; branchId: string },
  room: { code: string; branchId?: string },
  from: Date,
  until: Date,
  checkedOut: Date | null = null,
  /** The rate per night in minor units, and a status other than the check-out time's. */
  extra: { rate?: number; status?: BookingStatus; firstName?: string } = {},
) {
  await storeBookings(api, [
    {
      domainId: staff.domainId,
      branchId: room.branchId ?? staff.branchId,
      suiteCode: room.code,
      title: "Mr",
      firstName: extra.firstName ?? "Earlier",
      lastName: "Guest",
      otherName: "X",
      phone: "08000000000",
      email: "earlier@example.com",
      additionalGuests: [],
      guestId: "X1",
      guestIdType: "Passport",
      guestIdUrl: "https://cdn.example.com/x.png",
      checkinDate: from,
      checkoutDate: until,
      bookedDate: from,
      checkedOutDate: checkedOut,
      status: extra.status ?? (checkedOut ? "checked-out" : "in-house"),
      rate: extra.rate ?? 0,
    },
  ]);
}

/**
 * Bookings written straight to the database, as a bulk import would: sold under their branch's BAR
 * (no plan named), each night at the booking's `rate`, in one transaction (the nights' rule is
 * checked at commit).
 */
export async function storeBookings(api: Api, rows: (typeof bookings.$inferInsert & { rate: number })[]) {
  await api.db.transaction(async (tx) => {
    for (const row of rows) {
      const [stored] = await tx.insert(bookings).values(row).returning({ id: bookings.id });
      await fitNights(tx, row.domainId, stored?.id ?? "");
      await tx
        .update(bookingNights)
        .set({ price: row.rate })
        .where(and(eq(bookingNights.domainId, row.domainId), eq(bookingNights.bookingId, stored?.id ?? "")));
    }
  });
}

/** Moves the staff's branch to `timeZone`, where its nights, arrivals and departures are then counted. */
export async function inZone(api: Api, staff: { domainId: string; branchId: string }, timeZone: string) {
  await api.db
    .update(branches)
    .set({ timeZone })
    .where(and(eq(branches.domainId, staff.domainId), eq(branches.id, staff.branchId)));
}

/** The instant the day `days` after today begins in `timeZone`: 0 today's midnight, 1 tomorrow's. */
export const midnightIn = (timeZone: string, days = 0) =>
  instantAt(addDays(dayIn(new Date(), timeZone), days), "00:00", timeZone);

/**
 * Waits past the next midnight if it is less than `margin` ms away in one of `zones`, so that
 * "today" is one day for the whole test, in the test and in the API.
 */
export async function awayFromMidnight(zones: readonly string[], margin = 20_000) {
  for (const zone of zones) {
    const untilMidnight = midnightIn(zone, 1).getTime() - Date.now();
    if (untilMidnight < margin) await new Promise((resolve) => setTimeout(resolve, untilMidnight + 1_000));
  }
}

/** The first 100 bookings of the staff's branch, as the list answers them. */
export async function bookingsOf(
  api: Api,
  staff: { headers: Record<string, string>; domainId: string; branchId: string },
) {
  const response = await api.call(
    calls.bookings.list,
    { params: { domainId: staff.domainId, branchId: staff.branchId, page: 1, pageSize: 100 } },
    staff.headers,
  );
  return response.json() as { Count: number; Bookings: Booking[] };
}
