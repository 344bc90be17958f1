import {
  AccessMessage,
  addDays,
  type Booking,
  CSV_MEDIA_TYPE,
  calls,
  DayMessage,
  dayIn,
  type Forecast,
  instantAt,
  Permission,
} from "@concierge/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { addSuite, awayFromMidnight, inZone, storedStay, walkIn } from "../../../test/front-desk.js";
import { type Api, type Headers, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { branches, dayForecastNights, suites } from "../../db/schema/index.js";
import { takeForecastSnapshot } from "./index.js";

let api: Api;
type Staff = Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  api = await startApi();
  await awayFromMidnight(["UTC"]);
});
afterAll(() => api.close());

/** Staff who book, block rooms and read the day's reports, with rooms A5, A6, A7 at their branch (UTC). */
async function desk() {
  const staff = await signedInUser(api, {
    permissions: [Permission.MANAGE_BOOKINGS, Permission.MANAGE_SUITES, Permission.CLOSE_DAY],
  });
  await addSuite(api, staff, staff.branchId, ["A5", "A6", "A7"]);
  return staff;
}

const today = () => dayIn(new Date(), "UTC");

async function reserve(staff: Staff, code: string, from: string, to: string) {
  const made = await api.call(
    calls.bookings.reserve,
    {
      body: walkIn(staff, {
        SuiteCode: code,
        CheckinDate: instantAt(from, "14:00", "UTC").toISOString(),
        CheckoutDate: instantAt(to, "11:00", "UTC").toISOString(),
      }),
    },
    staff.headers,
  );
  expect(made.statusCode, made.body).toBe(201);
  return made.json() as Booking;
}

const cancel = async (staff: Staff, booking: Booking) => {
  const answer = await api.call(
    calls.bookings.cancel,
    { params: { domainId: staff.domainId, bookingId: booking.Id } },
    staff.headers,
  );
  expect(answer.statusCode, answer.body).toBe(204);
};

const read = (staff: Staff, query: Record<string, unknown> = {}, headers: Headers = staff.headers) =>
  api.call(
    calls.day.forecast,
    { params: { domainId: staff.domainId, branchId: staff.branchId }, query },
    headers,
  );

async function forecastOf(staff: Staff, query: Record<string, unknown> = {}) {
  const answer = await read(staff, query);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Forecast;
}

const figures = (forecast: Forecast) =>
  forecast.Nights.map(({ Night: _, ...figures }) => Object.values(figures));

describe("the forecast", () => {
  it("counts each night's rooms sold, rooms on sale less blocks, occupancy, revenue, arrivals and departures", async () => {
    const staff = await desk();
    const day = today();
    // An archived suite's rooms are not for sale.
    const archived = await addSuite(api, staff, staff.branchId, ["B1"]);
    await api.db.update(suites).set({ archivedAt: new Date() }).where(eq(suites.id, archived.Id));
    const guest = await api.call(calls.bookings.create, { body: walkIn(staff) }, staff.headers);
    expect(guest.statusCode, guest.body).toBe(201);
    await reserve(staff, "A6", addDays(day, 1), addDays(day, 3));
    await cancel(staff, await reserve(staff, "A7", addDays(day, 1), addDays(day, 2)));
    const blocked = await api.call(
      calls.rooms.block,
      {
        params: { domainId: staff.domainId, branchId: staff.branchId, code: "A7" },
        body: { From: addDays(day, 2), To: addDays(day, 3), Reason: "Leaking pipe" },
      },
      staff.headers,
    );
    expect(blocked.statusCode, blocked.body).toBe(201);

    const forecast = await forecastOf(staff, { days: 4 });
    expect(forecast).toMatchObject({ From: day, Days: 4, Currency: "USD", PickupSince: null });
    expect(forecast.Nights.map((night) => night.Night)).toEqual([0, 1, 2, 3].map((n) => addDays(day, n)));
    // Rooms, RoomsAvailable, Occupancy, Revenue, Arrivals, Departures, Pickup.
    expect(figures(forecast)).toEqual([
      [1, 3, 33.3, 120, 1, 0, 0],
      [2, 3, 66.7, 240, 1, 0, 0],
      [1, 2, 50, 120, 0, 1, 0],
      [0, 3, 0, 0, 0, 1, 0],
    ]);
  });

  it("counts arrivals and departures on the branch's clock", async () => {
    const staff = await desk();
    const zone = "America/Los_Angeles";
    await inZone(api, staff, zone);
    const day = "2030-03-12";
    // In late at night and out in the morning in Los Angeles: the next day in UTC both times.
    await storedStay(
      api,
      staff,
      { code: "A5" },
      instantAt(day, "23:30", zone),
      instantAt(addDays(day, 2), "10:00", zone),
      null,
      {
        rate: 5_000,
        status: "reserved",
      },
    );
    const forecast = await forecastOf(staff, { from: addDays(day, -1), days: 4 });
    // Rooms, Revenue, Arrivals, Departures.
    expect(
      forecast.Nights.map((night) => [
        night.Night,
        night.Rooms,
        night.Revenue,
        night.Arrivals,
        night.Departures,
      ]),
    ).toEqual([
      [addDays(day, -1), 0, 0, 0, 0],
      [day, 1, 50, 1, 0],
      [addDays(day, 1), 1, 50, 0, 0],
      [addDays(day, 2), 0, 0, 0, 1],
    ]);
  });

  it("looks 90 nights ahead from the branch's business date unless told, and from the night asked", async () => {
    const staff = await desk();
    const forecast = await forecastOf(staff);
    expect(forecast.From).toBe(today());
    expect(forecast.Nights).toHaveLength(90);
    expect(forecast.Nights.at(-1)?.Night).toBe(addDays(today(), 89));
    const later = await forecastOf(staff, { from: "2030-02-27", days: 3 });
    expect(later.Nights.map((night) => night.Night)).toEqual(["2030-02-27", "2030-02-28", "2030-03-01"]);
  });

  it("counts the pick-up since the last close's snapshot: a booking made since +1, one cancelled since −1", async () => {
    const staff = await desk();
    const day = today();
    await reserve(staff, "A5", addDays(day, 1), addDays(day, 3));
    const cancelled = await reserve(staff, "A6", addDays(day, 2), addDays(day, 3));
    // A snapshot replaces the one before it.
    await takeForecastSnapshot(api.db, staff.domainId, staff.branchId, addDays(day, -5));
    await takeForecastSnapshot(api.db, staff.domainId, staff.branchId, day);
    const taken = await api.db
      .select()
      .from(dayForecastNights)
      .where(
        and(eq(dayForecastNights.domainId, staff.domainId), eq(dayForecastNights.branchId, staff.branchId)),
      );
    expect(taken).toHaveLength(90);
    expect(new Set(taken.map((night) => night.takenOn))).toEqual(new Set([addDays(day, -1)]));
    expect(taken.find((night) => night.night === addDays(day, 1))).toMatchObject({
      rooms: 1,
      revenue: 12_000,
    });

    let forecast = await forecastOf(staff, { days: 4 });
    expect(forecast.PickupSince).toBe(addDays(day, -1));
    expect(forecast.Nights.map((night) => night.Pickup)).toEqual([0, 0, 0, 0]);

    await reserve(staff, "A7", addDays(day, 1), addDays(day, 2));
    await cancel(staff, cancelled);
    forecast = await forecastOf(staff, { days: 4 });
    expect(forecast.Nights.map((night) => [night.Rooms, night.Pickup])).toEqual([
      [0, 0],
      [2, 1],
      [1, -1],
      [0, 0],
    ]);
    // Nights past the snapshot's have nothing to count from.
    forecast = await forecastOf(staff, { from: addDays(day, 89), days: 2 });
    expect(forecast.Nights.map((night) => night.Pickup)).toEqual([0, 0]);
  });

  it("answers CSV to Accept: text/csv, one line per night", async () => {
    const staff = await desk();
    await reserve(staff, "A5", today(), addDays(today(), 1));
    const answer = await read(staff, { days: 2 }, { ...staff.headers, accept: CSV_MEDIA_TYPE });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const code = await forecastCodeOf(staff);
    expect(answer.headers["content-disposition"]).toBe(
      `attachment; filename="forecast-${code}-${today()}.csv"`,
    );
    expect(answer.body.split("\r\n")).toEqual([
      "\uFEFFNight,Rooms,RoomsAvailable,Occupancy,Revenue,Arrivals,Departures,Pickup",
      `${today()},1,3,33.3,120,1,0,0`,
      `${addDays(today(), 1)},0,3,0,0,0,1,0`,
      "",
    ]);
  });

  it("refuses a bad first night or count with the contract's words, and staff without CLOSE_DAY", async () => {
    const staff = await desk();
    expectRefusal(await read(staff, { from: "tomorrow" }), 400, DayMessage.from);
    for (const days of [0, 367, 1.5, "many"])
      expectRefusal(await read(staff, { days }), 400, DayMessage.days);
    const clerk = await signedInUser(api, { domain: staff, permissions: [Permission.MANAGE_BOOKINGS] });
    expectRefusal(await read(staff, {}, clerk.headers), 403, AccessMessage.forbidden);
    expect((await read(staff, {}, {})).statusCode).toBe(401);
  });
});

async function forecastCodeOf(staff: Staff) {
  const [branch] = await api.db
    .select({ code: branches.code })
    .from(branches)
    .where(eq(branches.id, staff.branchId));
  return branch?.code ?? "";
}
