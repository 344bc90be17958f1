import {
  addDays,
  type Booking,
  type Call,
  calls,
  type Dashboard,
  dayIn,
  instantAt,
  OCCUPANCY_DAYS,
  type Rack,
} from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addSuite,
  awayFromMidnight,
  frontDesk,
  inZone,
  midnightIn,
  walkIn,
} from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const DUBAI = "Asia/Dubai";
type Staff = Awaited<ReturnType<typeof frontDesk>>;

async function answered(staff: Staff, call: Call, sent: object, status = 200) {
  const response = await api.call(call, sent, staff.headers);
  expect(response.statusCode, response.body).toBe(status);
  return response.statusCode === 204 ? undefined : response.json();
}

/** Rooms the rack shows free tonight: as "Rooms free tonight" counts them beside the figures. */
function freeOnTheRack(rack: Rack) {
  const midnight = instantAt(addDays(rack.From, 1), "00:00", rack.TimeZone).getTime();
  const held = new Set([
    ...rack.Stays.filter(
      (stay) =>
        stay.Status === "in-house" ||
        (stay.Status === "reserved" &&
          Date.parse(stay.CheckinDate) < midnight &&
          Date.parse(stay.CheckoutDate) > midnight),
    ).map((stay) => stay.SuiteCode),
    ...rack.Blocks.filter((block) => block.From <= rack.From && rack.From < block.To).map((b) => b.SuiteCode),
  ]);
  return rack.Rooms.filter((room) => !held.has(room.Code)).length;
}

describe("home's figures", () => {
  it("agree with the lists beside them, whatever the bookings' statuses, and count the next 30 nights booked", async () => {
    await awayFromMidnight([DUBAI], 120_000);
    const staff = await frontDesk(api, ["A1", "A2", "A3", "A4"]);
    await addSuite(api, staff, staff.branchId, ["B1", "B2", "B3", "B4", "B5"], 100, "Twin");
    await inZone(api, staff, DUBAI);
    const now = Date.now();
    const tonight = midnightIn(DUBAI, 1).getTime();
    const later = (share: number) => new Date(now + (tonight - now) * share).toISOString();
    const atDay = (days: number, hours: number) =>
      new Date(midnightIn(DUBAI, days).getTime() + hours * 3_600_000);
    const book = (call: Call, change: object) =>
      answered(staff, call, { body: walkIn(staff, change) }, 201) as Promise<Booking>;
    const id = (booking: Booking) => ({ params: { domainId: staff.domainId, bookingId: booking.Id } });

    // In house until the day after tomorrow, and until later today (a departure).
    await book(calls.bookings.create, { SuiteCode: "A1", CheckoutDate: atDay(2, 11).toISOString() });
    await book(calls.bookings.create, { SuiteCode: "A2", CheckoutDate: later(0.75) });
    // Arriving later today, and tomorrow for two nights.
    await book(calls.bookings.reserve, {
      SuiteCode: "A3",
      CheckinDate: later(0.5),
      CheckoutDate: atDay(2, 11).toISOString(),
    });
    await book(calls.bookings.reserve, {
      SuiteCode: "A4",
      CheckinDate: atDay(1, 14).toISOString(),
      CheckoutDate: atDay(3, 11).toISOString(),
    });
    // Checked out, cancelled, a no-show: none holds tonight.
    const left = await book(calls.bookings.create, {
      SuiteCode: "B1",
      CheckoutDate: atDay(2, 11).toISOString(),
    });
    await answered(staff, calls.bookings.checkOut, id(left));
    const cancelled = await book(calls.bookings.reserve, { SuiteCode: "B2", CheckinDate: later(0.5) });
    await answered(staff, calls.bookings.cancel, id(cancelled), 204);
    const noShow = await book(calls.bookings.reserve, { SuiteCode: "B3", CheckinDate: later(0.25) });
    await answered(staff, calls.bookings.noShow, id(noShow));
    // Out of order today.
    const today = dayIn(new Date(now), DUBAI);
    await answered(
      staff,
      calls.rooms.block,
      {
        params: { domainId: staff.domainId, branchId: staff.branchId, code: "B4" },
        body: { From: today, To: addDays(today, 1), Reason: "Leak" },
      },
      201,
    );

    const home = (await answered(staff, calls.dashboard.figures, {
      params: { domainId: staff.domainId },
      query: { branchId: staff.branchId },
    })) as Dashboard;
    const rack = (await answered(staff, calls.rooms.rack, {
      params: { domainId: staff.domainId, branchId: staff.branchId },
      query: { days: 1 },
    })) as Rack;
    const inHouse = (await answered(staff, calls.bookings.list, {
      params: { domainId: staff.domainId, branchId: staff.branchId, page: 1, pageSize: 10 },
      query: { inHouse: true },
    })) as { Count: number };

    // Each figure and the list of the same name: one count.
    expect(home.FreeTonight).toBe(freeOnTheRack(rack));
    expect(home.ArrivalsDue).toBe(home.Arrivals.length);
    expect(home.DeparturesDue).toBe(home.Departures.length);
    expect(home.InHouse).toBe(inHouse.Count);
    expect(home).toMatchObject({
      Rooms: 9,
      InHouse: 2,
      // A4 (arriving tomorrow), B1, B2, B3 and B5.
      FreeTonight: 5,
      ArrivalsDue: 1,
      DeparturesDue: 1,
      CheckinsToday: 3,
      CheckoutsToday: 2,
      Free: 7,
    });
    expect(home.Arrivals.map((stay) => stay.SuiteCode)).toEqual(["A3"]);
    expect(home.Departures.map((stay) => stay.SuiteCode)).toEqual(["A2"]);

    // Tomorrow night: A1, A3 and A4; the night after: A4.
    expect(home.Forward).toHaveLength(OCCUPANCY_DAYS);
    expect(home.Forward[0]).toEqual({ Date: addDays(today, 1), Occupied: 3, Rate: 33.3 });
    expect(home.Forward[1]).toEqual({ Date: addDays(today, 2), Occupied: 1, Rate: 11.1 });
    expect(home.Forward.at(-1)?.Date).toBe(addDays(today, OCCUPANCY_DAYS));
    expect(home.Occupancy.at(-1)?.Date).toBe(today);
    expect(home).toMatchObject({
      ForwardRoomsSold: 4,
      ForwardRoomsAvailable: 9 * OCCUPANCY_DAYS,
      ForwardRoomRevenue: 4 * 120,
    });
  });
});
