import { type Booking, calls } from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frontDesk, inDays, walkIn } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";

// Only on PostgreSQL: PGlite runs one transaction at a time, so two bookings never race there.

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe("the first bookings of a new email, at once", () => {
  it("make one profile between them, whatever the email's case", async () => {
    const rooms = ["R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8"];
    const staff = await frontDesk(api, rooms);
    const booked = await Promise.all(
      rooms.map((code, at) =>
        api.call(
          calls.bookings.reserve,
          {
            body: {
              ...walkIn(staff, { SuiteCode: code }),
              Email: at % 2 ? "new.guest@example.com" : "New.Guest@Example.com",
              CheckinDate: inDays(1),
              CheckoutDate: inDays(2),
            },
          },
          staff.headers,
        ),
      ),
    );
    for (const response of booked) expect(response.statusCode, response.body).toBe(201);
    const profiles = new Set(booked.map((response) => (response.json() as Booking).ProfileId));
    expect(profiles.size).toBe(1);
  });
});
