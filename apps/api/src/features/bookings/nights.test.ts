import { addDays, type Booking, calls, dayIn } from "@concierge/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { awayFromMidnight, frontDesk, walkIn } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { plansOf } from "../../../test/rate-desk.js";
import type { Tx } from "../../db/client.js";
import { bookingNights, bookings } from "../../db/schema/index.js";
import { sqlState, violatedConstraint } from "../../lib/db-errors.js";
import { fitNights } from "./nights.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Staff = Awaited<ReturnType<typeof frontDesk>>;

/** A booking of room A5 written straight, from `from` to `until`, its nights left to `nights`. */
async function written(
  staff: Staff,
  from: Date,
  until: Date,
  nights: (tx: Tx, id: string) => Promise<unknown>,
) {
  const ratePlanId = (await plansOf(api, staff))[0]?.Id ?? "";
  return api.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(bookings)
        .values({
          domainId: staff.domainId,
          branchId: staff.branchId,
          ratePlanId,
          suiteCode: "A5",
          title: "Mr",
          firstName: "Straight",
          lastName: "Write",
          otherName: "X",
          phone: "08000000000",
          email: "straight@example.com",
          additionalGuests: [],
          guestId: "X1",
          guestIdType: "Passport",
          guestIdUrl: "https://cdn.example.com/x.png",
          checkinDate: from,
          checkoutDate: until,
          bookedDate: from,
          status: "reserved",
          rate: 12000,
        })
        .returning({ id: bookings.id });
      await nights(tx, row?.id ?? "");
    })
    .then(
      () => "committed",
      (error: unknown) => `${sqlState(error)} ${violatedConstraint(error)}`,
    );
}

describe("a booking's priced nights", () => {
  it("are one per night of its stay, else the booking is not committed", async () => {
    const staff = await frontDesk(api);
    const from = new Date("2031-12-24T14:00:00Z");
    const until = new Date("2031-12-27T11:00:00Z");
    const refused = "23514 booking_nights_fit_stay";
    expect(await written(staff, from, until, async () => {})).toBe(refused);
    expect(
      await written(staff, from, until, async (tx, id) => {
        await fitNights(tx, staff.domainId, id);
        await tx
          .insert(bookingNights)
          .values({ domainId: staff.domainId, bookingId: id, night: "2031-12-27", price: 1 });
      }),
    ).toBe(refused);
    expect(
      await written(staff, from, until, async (tx, id) => {
        await fitNights(tx, staff.domainId, id);
        await tx
          .delete(bookingNights)
          .where(and(eq(bookingNights.bookingId, id), eq(bookingNights.night, "2031-12-25")));
      }),
    ).toBe(refused);
    expect(await api.db.select().from(bookings).where(eq(bookings.domainId, staff.domainId))).toEqual([]);
    expect(await written(staff, from, until, (tx, id) => fitNights(tx, staff.domainId, id))).toBe(
      "committed",
    );
  });

  it.each([1, 3, 14])(
    "of a stay booked through the API for %i night(s) are as many, from its arrival",
    async (length) => {
      const staff = await frontDesk(api);
      await awayFromMidnight(["UTC"]);
      const arrival = addDays(dayIn(new Date(), "UTC"), 3);
      const response = await api.call(
        calls.bookings.reserve,
        {
          body: {
            ...walkIn(staff, { CheckoutDate: `${addDays(arrival, length)}T11:00:00.000Z` }),
            CheckinDate: `${arrival}T14:00:00.000Z`,
          },
        },
        staff.headers,
      );
      expect(response.statusCode, response.body).toBe(201);
      const { Nights, Total } = response.json() as Booking;
      expect(Nights.map((night) => night.Night)).toEqual(
        Array.from({ length }, (_, night) => addDays(arrival, night)),
      );
      expect(Total).toBe(120 * length);
    },
  );
});
