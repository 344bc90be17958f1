import {
  addDays,
  type Booking,
  calls,
  type Dashboard,
  DomainMessage,
  dayIn,
  OCCUPANCY_DAYS,
} from "@concierge/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createBranch } from "../../../test/factories.js";
import {
  addSuite,
  awayFromMidnight,
  DAY,
  frontDesk,
  HOUR,
  inZone,
  midnightIn,
  storedStay,
  walkIn,
} from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { bookingNights, domains } from "../../db/schema/index.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Staff = Awaited<ReturnType<typeof frontDesk>>;
const KIRITIMATI = "Pacific/Kiritimati"; // UTC+14
const PAGO_PAGO = "Pacific/Pago_Pago"; // UTC−11

/** The instant `days` days from today begins in `timeZone`: 0 today's midnight, 1 tomorrow's. */
const midnight = (days: number, timeZone = "UTC") => midnightIn(timeZone, days);

beforeEach(() => awayFromMidnight(["UTC", KIRITIMATI, PAGO_PAGO], 60_000));

async function figures(staff: Staff, query: Record<string, unknown> = {}) {
  const response = await api.call(
    calls.dashboard.figures,
    { params: { domainId: staff.domainId }, query },
    staff.headers,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Dashboard;
}
const money = ({ RoomsSold, RoomsAvailable, RoomRevenue, Adr, RevPar, Currency }: Dashboard) => ({
  RoomsSold,
  RoomsAvailable,
  RoomRevenue,
  Adr,
  RevPar,
  Currency,
});

async function reserved(staff: Staff, arrival: Date, change: object = {}) {
  const body = {
    ...walkIn(staff),
    CheckinDate: arrival.toISOString(),
    CheckoutDate: new Date(arrival.getTime() + DAY).toISOString(),
    ...change,
  };
  const response = await api.call(calls.bookings.reserve, { body }, staff.headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Booking;
}

const act = async (staff: Staff, call: "cancel" | "noShow" | "checkOut", bookingId: string) => {
  const params = { domainId: staff.domainId, bookingId };
  const response = await api.call(calls.bookings[call], { params }, staff.headers);
  expect(response.statusCode, response.body).toBe(call === "cancel" ? 204 : 200);
};

const block = (staff: Staff, code: string, from: number, to: number) =>
  api.call(
    calls.rooms.block,
    {
      params: { domainId: staff.domainId, branchId: staff.branchId, code },
      body: {
        From: addDays(dayIn(new Date(), "UTC"), from),
        To: addDays(dayIn(new Date(), "UTC"), to),
        Reason: "Paint",
      },
    },
    staff.headers,
  );

/** A booking as today's lists show it. */
const listed = (booking: Booking) => ({
  BookingId: booking.Id,
  BranchId: booking.BranchId,
  SuiteCode: booking.SuiteCode,
  Guest: `${booking.FirstName} ${booking.LastName}`,
  CheckinDate: booking.CheckinDate,
  CheckoutDate: booking.CheckoutDate,
  Status: booking.Status,
  Notes: booking.Notes,
});
const guests = (stays: Dashboard["Arrivals"]) => stays.map((stay) => stay.Guest);

describe("the 30 nights' revenue", () => {
  it.each([
    [
      "checked out",
      (at: number) => [new Date(at - 10 * DAY), new Date(at - 7 * DAY), new Date(at - 7 * DAY)],
    ],
    // From yesterday's noon before last to tomorrow's 10:00: the nights of two days ago, yesterday and tonight.
    [
      "in house",
      () => [new Date(midnight(-2).getTime() + 12 * HOUR), new Date(midnight(1).getTime() + 10 * HOUR), null],
    ],
  ] as const)("adds 3 nights at 33.33 of a stay %s to 99.99 without losing a cent", async (_case, times) => {
    const staff = await frontDesk(api);
    const [from, until, left] = times(Date.now());
    await storedStay(api, staff, { code: "A5" }, from as Date, until as Date, left, { rate: 3333 });
    const answer = await figures(staff, { branchId: staff.branchId });
    expect(money(answer)).toEqual({
      RoomsSold: 3,
      RoomsAvailable: 2 * OCCUPANCY_DAYS,
      RoomRevenue: 99.99,
      Adr: 33.33,
      // 99.99 ÷ 60 = 1.6665
      RevPar: 1.67,
      Currency: "USD",
    });
    expect(answer.Occupancy.reduce((sum, day) => sum + day.Occupied, 0)).toBe(answer.RoomsSold);
  });

  it("sums each night at the price it was sold for, not the first night's price three times", async () => {
    const staff = await frontDesk(api);
    const arrival = new Date(midnight(-10).getTime() + 12 * HOUR);
    const departure = new Date(arrival.getTime() + 3 * DAY);
    await storedStay(api, staff, { code: "A5" }, arrival, departure, departure, { rate: 10000 });
    const prices = [10000, 12345, 15001];
    for (const [night, price] of prices.entries()) {
      await api.db
        .update(bookingNights)
        .set({ price })
        .where(
          and(
            eq(bookingNights.domainId, staff.domainId),
            eq(bookingNights.night, addDays(dayIn(arrival, "UTC"), night)),
          ),
        );
    }
    expect(money(await figures(staff, { branchId: staff.branchId }))).toEqual({
      RoomsSold: 3,
      RoomsAvailable: 2 * OCCUPANCY_DAYS,
      RoomRevenue: 373.46,
      // 373.46 ÷ 3 = 124.4867
      Adr: 124.49,
      // 373.46 ÷ 60 = 6.2243
      RevPar: 6.22,
      Currency: "USD",
    });
  });

  it("answers Adr and RevPar 0 when nothing is sold, in the domain's currency", async () => {
    const staff = await frontDesk(api);
    await api.db.update(domains).set({ currency: "NGN" }).where(eq(domains.id, staff.domainId));
    expect(money(await figures(staff))).toEqual({
      RoomsSold: 0,
      RoomsAvailable: 60,
      RoomRevenue: 0,
      Adr: 0,
      RevPar: 0,
      Currency: "NGN",
    });
  });

  it("leaves out the rooms out of order for two nights inside the 30, and not for nights after tonight", async () => {
    const staff = await frontDesk(api);
    expect((await block(staff, "A5", -5, -3)).statusCode).toBe(201);
    expect((await figures(staff)).RoomsAvailable).toBe(58);
    expect((await block(staff, "A6", 2, 4)).statusCode).toBe(201);
    expect(money(await figures(staff))).toMatchObject({ RoomsAvailable: 58, Adr: 0, RevPar: 0 });
  });

  it("counts a block of the first two of the 30 nights as two room-nights", async () => {
    const staff = await frontDesk(api);
    const first = (await figures(staff)).Occupancy[0]?.Date;
    expect(first).toBe(addDays(dayIn(new Date(), "UTC"), 1 - OCCUPANCY_DAYS));
    expect((await block(staff, "A5", 1 - OCCUPANCY_DAYS, 3 - OCCUPANCY_DAYS)).statusCode).toBe(201);
    expect((await figures(staff)).RoomsAvailable).toBe(58);
  });

  it("does not count a block of tomorrow's night against tonight", async () => {
    const staff = await frontDesk(api);
    expect((await block(staff, "A5", 1, 2)).statusCode).toBe(201);
    expect((await figures(staff)).RoomsAvailable).toBe(60);
  });
});

describe("today's lists", () => {
  it("list the reservations arriving later today, not tomorrow's, cancelled or no-show ones", async () => {
    const staff = await frontDesk(api, ["A5", "A6", "A7", "A8", "A9"]);
    const laterToday = new Date((Date.now() + midnight(1).getTime()) / 2);
    const arriving = await reserved(staff, laterToday);
    await reserved(staff, new Date(midnight(1).getTime() + HOUR), { SuiteCode: "A6" });
    await act(staff, "cancel", (await reserved(staff, laterToday, { SuiteCode: "A7" })).Id);
    await act(staff, "noShow", (await reserved(staff, laterToday, { SuiteCode: "A8" })).Id);
    // Due yesterday and still to stay: nobody has checked it in or marked it a no-show yet.
    const yesterday = new Date(Date.now() - DAY);
    await storedStay(api, staff, { code: "A9" }, yesterday, new Date(Date.now() + DAY), null, {
      status: "reserved",
      firstName: "Late",
    });
    // Due three days ago and gone by yesterday: no longer to arrive.
    await storedStay(
      api,
      staff,
      { code: "A9" },
      new Date(Date.now() - 3 * DAY),
      new Date(Date.now() - 2 * DAY),
      null,
      {
        status: "reserved",
        firstName: "Missed",
      },
    );
    const answer = await figures(staff, { branchId: staff.branchId });
    expect(guests(answer.Arrivals)).toEqual(["Late Guest", "Ada Obi"]);
    expect(answer.Arrivals[1]).toEqual(listed(arriving));
    expect(answer.Departures).toEqual([]);
  });

  it("hold at most 100 arrivals, the earliest", async () => {
    const staff = await frontDesk(api);
    const start = Date.now() + 5_000;
    const until = midnight(1).getTime();
    // 101 short reservations of one room, one after the other before midnight.
    const step = Math.floor((until - start) / 102);
    for (let i = 0; i < 101; i++) {
      const from = new Date(start + i * step);
      await storedStay(api, staff, { code: "A5" }, from, new Date(from.getTime() + step), null, {
        status: "reserved",
        firstName: `G${String(i).padStart(3, "0")}`,
      });
    }
    const arrivals = (await figures(staff)).Arrivals;
    expect(arrivals).toHaveLength(100);
    expect([arrivals[0]?.Guest, arrivals[99]?.Guest]).toEqual(["G000 Guest", "G099 Guest"]);
  });

  it("list the in-house stays due out by tonight, overdue first, not tomorrow's", async () => {
    const staff = await frontDesk(api, ["A5", "A6", "A7", "A8"]);
    const yesterday = new Date(Date.now() - DAY);
    await storedStay(
      api,
      staff,
      { code: "A5" },
      yesterday,
      new Date((Date.now() + midnight(1).getTime()) / 2),
      null,
      {
        firstName: "Today",
      },
    );
    await storedStay(api, staff, { code: "A6" }, new Date(Date.now() - 3 * DAY), yesterday, null, {
      firstName: "Overdue",
    });
    await storedStay(api, staff, { code: "A7" }, yesterday, new Date(midnight(1).getTime() + HOUR), null, {
      firstName: "Tomorrow",
    });
    await storedStay(api, staff, { code: "A8" }, new Date(Date.now() - 3 * DAY), yesterday, yesterday, {
      firstName: "Gone",
    });
    const answer = await figures(staff);
    expect(guests(answer.Departures)).toEqual(["Overdue Guest", "Today Guest"]);
    expect(
      answer.Departures.every((stay) => stay.Status === "in-house" && stay.BranchId === staff.branchId),
    ).toBe(true);
    expect(answer.Arrivals).toEqual([]);
  });

  it("put the room a guest checks out of on Dirty, and take it off once cleaned", async () => {
    const staff = await frontDesk(api);
    const stay = await api.call(calls.bookings.create, { body: walkIn(staff) }, staff.headers);
    expect(stay.statusCode).toBe(201);
    await act(staff, "checkOut", stay.json().Id);
    const dirty = await figures(staff);
    expect(dirty.Dirty).toEqual([
      {
        Code: "A5",
        BranchId: staff.branchId,
        SuiteId: expect.any(String),
        Category: "Deluxe",
        Housekeeping: "dirty",
        Version: 2,
      },
    ]);
    const params = { domainId: staff.domainId, branchId: staff.branchId, code: "A5" };
    const cleaned = await api.call(
      calls.rooms.housekeeping,
      { params, body: { Housekeeping: "clean" } },
      staff.headers,
    );
    expect(cleaned.json().SuiteId).toBe(dirty.Dirty[0]?.SuiteId);
    expect((await figures(staff)).Dirty).toEqual([]);
  });

  it.each([KIRITIMATI, PAGO_PAGO])(
    "count today in the branch's zone, %s, whatever timeZone asks: an arrival after its next midnight is tomorrow's",
    async (zone) => {
      const staff = await frontDesk(api);
      await inZone(api, staff, zone);
      const next = midnight(1, zone).getTime();
      const before = await reserved(staff, new Date(next - 30_000), { FirstName: "Before" });
      await reserved(staff, new Date(next + 60_000), { SuiteCode: "A6", FirstName: "After" });
      const answer = await figures(staff, { branchId: staff.branchId, timeZone: "UTC" });
      expect(answer.TimeZone).toBe(zone);
      expect(answer.Arrivals).toEqual([listed(before)]);
      expect(answer.Occupancy.at(-1)?.Date).toBe(dayIn(new Date(), zone));
      expect((await figures(staff, { timeZone: zone })).TimeZone).toBe(zone);
      expect((await figures(staff)).TimeZone).toBe("UTC");
    },
  );
});

describe("today's lists across branches and domains", () => {
  it("cover every branch of the domain without a branchId, and one branch with it", async () => {
    const staff = await frontDesk(api);
    const annex = await createBranch(api.db, staff);
    await addSuite(api, staff, annex.id, ["B1"]);
    const laterToday = new Date((Date.now() + midnight(1).getTime()) / 2);
    const here = await reserved(staff, laterToday);
    const there = await reserved(staff, laterToday, { BranchId: annex.id, SuiteCode: "B1" });
    const left = await api.call(
      calls.bookings.create,
      { body: walkIn(staff, { SuiteCode: "A6" }) },
      staff.headers,
    );
    await act(staff, "checkOut", left.json().Id);

    const all = await figures(staff);
    expect(all.Arrivals).toHaveLength(2);
    expect(all.Arrivals).toEqual(expect.arrayContaining([listed(here), listed(there)]));
    expect(all.Dirty.map((room) => room.Code)).toEqual(["A6"]);
    const annexOnly = await figures(staff, { branchId: annex.id });
    expect(annexOnly.Arrivals).toEqual([listed(there)]);
    expect(annexOnly.Dirty).toEqual([]);
  });

  it("never show another domain's arrivals, departures or dirty rooms", async () => {
    const [ours, theirs] = [await frontDesk(api), await frontDesk(api)];
    const laterToday = new Date((Date.now() + midnight(1).getTime()) / 2);
    await reserved(theirs, laterToday);
    await storedStay(api, theirs, { code: "A6" }, new Date(Date.now() - DAY), laterToday, null);
    await api.call(
      calls.rooms.housekeeping,
      {
        params: { domainId: theirs.domainId, branchId: theirs.branchId, code: "A5" },
        body: { Housekeeping: "dirty" },
      },
      theirs.headers,
    );
    const mine = await figures(ours);
    expect([mine.Arrivals, mine.Departures, mine.Dirty]).toEqual([[], [], []]);
    const seen = await figures(theirs);
    expect([seen.Arrivals.length, seen.Departures.length, seen.Dirty.length]).toEqual([1, 1, 1]);
    const asking = await api.call(
      calls.dashboard.figures,
      { params: { domainId: theirs.domainId } },
      ours.headers,
    );
    expectRefusal(asking, 404, DomainMessage.notFound);
  });
});
