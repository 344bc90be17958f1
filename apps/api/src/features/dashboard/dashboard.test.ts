import { randomUUID } from "node:crypto";
import {
  AuthMessage,
  addDays,
  type Booking,
  BranchMessage,
  calls,
  type Dashboard,
  DashboardMessage,
  DomainMessage,
  dayIn,
  instantAt,
  OCCUPANCY_DAYS,
} from "@concierge/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createBranch, createDomain, signedInUser } from "../../../test/factories.js";
import {
  addSuite,
  awayFromMidnight,
  DAY,
  frontDesk,
  HOUR,
  storedStay,
  walkIn,
} from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Staff = Awaited<ReturnType<typeof frontDesk>>;
const KIRITIMATI = "Pacific/Kiritimati"; // UTC+14
const PAGO_PAGO = "Pacific/Pago_Pago"; // UTC−11

/** A day as `YYYY-MM-DD` in `timeZone`, today unless told. */
const dateIn = (timeZone: string, at = new Date()) => dayIn(at, timeZone);

/** The instant `date` begins in `timeZone`. */
const midnight = (timeZone: string, date: string) => instantAt(date, "00:00", timeZone);

beforeEach(() => awayFromMidnight(["UTC", KIRITIMATI, PAGO_PAGO]));

const rooms = ["A1", "A2", "A3"];

/** A walk-in through the API: checked in now, due in two days. */
async function checkIn(staff: Staff, code: string, branchId = staff.branchId) {
  const body = walkIn(staff, { SuiteCode: code, BranchId: branchId });
  const response = await api.call(calls.bookings.create, { body }, staff.headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Booking;
}

async function checkOut(staff: Staff, booking: Booking) {
  const params = { domainId: staff.domainId, bookingId: booking.Id };
  expect((await api.call(calls.bookings.checkOut, { params }, staff.headers)).statusCode).toBe(200);
}

async function cancel(staff: Staff, booking: Booking) {
  const params = { domainId: staff.domainId, bookingId: booking.Id };
  expect((await api.call(calls.bookings.cancel, { params }, staff.headers)).statusCode).toBe(204);
}

type Query = Record<string, unknown>;
const dashboardOf = (staff: { headers: Record<string, string>; domainId: string }, query: Query = {}) =>
  api.call(calls.dashboard.figures, { params: { domainId: staff.domainId }, query }, staff.headers);

async function figures(staff: { headers: Record<string, string>; domainId: string }, query: Query = {}) {
  const response = await dashboardOf(staff, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Dashboard;
}

/** Today's counts and the 30 nights' occupancy, without the revenue figures and today's lists. */
const counts = ({ Rooms, InHouse, Free, CheckinsToday, CheckoutsToday, Occupancy }: Dashboard) => ({
  Rooms,
  InHouse,
  Free,
  CheckinsToday,
  CheckoutsToday,
  Occupancy,
});

/**
 * The 30 days ending today in `timeZone`, oldest first: `occupied` maps days back from today
 * (0 today, 1 yesterday…) to rooms held the night that ends it, every other day 0; Rate is a
 * percent of `rooms`.
 */
function occupancy(timeZone: string, rooms: number, occupied: Record<number, number> = {}) {
  const today = dateIn(timeZone);
  return Array.from({ length: OCCUPANCY_DAYS }, (_, i) => {
    const back = OCCUPANCY_DAYS - 1 - i;
    const Occupied = occupied[back] ?? 0;
    return {
      Date: addDays(today, -back),
      Occupied,
      Rate: rooms ? Math.round((Occupied / rooms) * 1000) / 10 : 0,
    };
  });
}

describe("an empty domain", () => {
  it("has no rooms, no guests and 30 days of nothing, ending today in UTC", async () => {
    const staff = await signedInUser(api);
    expect(counts(await figures(staff))).toEqual({
      Rooms: 0,
      InHouse: 0,
      Free: 0,
      CheckinsToday: 0,
      CheckoutsToday: 0,
      Occupancy: occupancy("UTC", 0),
    });
  });

  it("with rooms and no guests has every room free", async () => {
    const staff = await frontDesk(api, rooms);
    expect(counts(await figures(staff, { branchId: staff.branchId }))).toEqual({
      Rooms: 3,
      InHouse: 0,
      Free: 3,
      CheckinsToday: 0,
      CheckoutsToday: 0,
      Occupancy: occupancy("UTC", 3),
    });
  });
});

describe("a branch's figures", () => {
  it("count today's guests, arrivals and departures, and the rooms held on each of 30 nights", async () => {
    const staff = await frontDesk(api, rooms);
    const today = midnight("UTC", dateIn("UTC"));
    const at = (days: number, hours = 0) => new Date(today.getTime() + days * DAY + hours * HOUR);
    // In house: checked in now, due in two days, so here tonight.
    await checkIn(staff, "A1");
    // Checked in and out today: no night.
    const leaving = await checkIn(staff, "A2");
    await checkOut(staff, leaving);
    // Cancelled: counts nowhere.
    await cancel(staff, await checkIn(staff, "A2"));
    // In house since yesterday noon, due before midnight tonight: last night only.
    await storedStay(api, staff, { code: "A3" }, at(-1, 12), at(0, 23.99));
    // Past stays, checked out when due: one that began before the 30 days (the first day's night
    // is its last), one leaving on the stroke of midnight (so that night is not its), and two in
    // different rooms over one night.
    await storedStay(api, staff, { code: "A1" }, at(-40, 10), at(-28, 10), at(-28, 10));
    await storedStay(api, staff, { code: "A1" }, at(-10, 10), at(-8), at(-8));
    await storedStay(api, staff, { code: "A3" }, at(-10, 12), at(-8, 12), at(-8, 12));
    await storedStay(api, staff, { code: "A2" }, at(-5, 10), at(-3, 10), at(-3, 10));

    expect(counts(await figures(staff, { branchId: staff.branchId }))).toEqual({
      Rooms: 3,
      InHouse: 2,
      Free: 1,
      CheckinsToday: 2,
      CheckoutsToday: 2,
      Occupancy: occupancy("UTC", 3, { 0: 1, 1: 1, 4: 1, 5: 1, 9: 1, 10: 2, 29: 1 }),
    });
  });

  it("move a guest who checks out from in house to today's departures", async () => {
    const staff = await frontDesk(api, rooms);
    const guest = await checkIn(staff, "A1");
    const during = counts(await figures(staff));
    expect(during).toMatchObject({ Rooms: 3, InHouse: 1, Free: 2, CheckinsToday: 1, CheckoutsToday: 0 });
    expect(during.Occupancy).toEqual(occupancy("UTC", 3, { 0: 1 }));
    await checkOut(staff, guest);
    expect(counts(await figures(staff))).toEqual({
      ...during,
      InHouse: 0,
      Free: 3,
      CheckoutsToday: 1,
      // Gone before the night: no room sold tonight.
      Occupancy: occupancy("UTC", 3),
    });
  });

  it("do not change for a booking that is cancelled", async () => {
    const staff = await frontDesk(api, rooms);
    await checkIn(staff, "A1");
    const before = await figures(staff);
    await cancel(staff, await checkIn(staff, "A2"));
    expect(await figures(staff)).toEqual(before);
  });

  it("count a guest who overstays as in house, in one room with the next guest, and not as leaving today", async () => {
    const staff = await frontDesk(api, rooms);
    const today = midnight("UTC", dateIn("UTC"));
    // Due yesterday at noon and never checked out: A1 is bookable again from then on.
    await storedStay(
      api,
      staff,
      { code: "A1" },
      new Date(today.getTime() - 3 * DAY),
      new Date(today.getTime() - DAY / 2),
    );
    await checkIn(staff, "A1");
    expect(counts(await figures(staff))).toEqual({
      Rooms: 3,
      InHouse: 2,
      Free: 2,
      CheckinsToday: 1,
      CheckoutsToday: 0,
      // Its nights are the three before yesterday noon; the new guest's is tonight.
      Occupancy: occupancy("UTC", 3, { 0: 1, 2: 1, 3: 1, 4: 1 }),
    });
  });
});

describe("a domain's figures", () => {
  it("add up its branches without a branchId, and count one code of two branches as two rooms", async () => {
    const staff = await frontDesk(api, rooms);
    const annex = await createBranch(api.db, staff);
    await addSuite(api, staff, annex.id, ["A1", "B1"]);
    const today = midnight("UTC", dateIn("UTC"));
    await checkIn(staff, "A1");
    await checkIn(staff, "A1", annex.id);
    await storedStay(
      api,
      staff,
      { code: "B1", branchId: annex.id },
      new Date(today.getTime() - 2 * DAY),
      new Date(today.getTime() - DAY),
      new Date(today.getTime() - DAY),
    );
    // Another domain's guests count in neither.
    const stranger = await frontDesk(api, ["A1"]);
    await checkIn(stranger, "A1");

    expect(counts(await figures(staff, { branchId: staff.branchId }))).toEqual({
      Rooms: 3,
      InHouse: 1,
      Free: 2,
      CheckinsToday: 1,
      CheckoutsToday: 0,
      Occupancy: occupancy("UTC", 3, { 0: 1 }),
    });
    expect(counts(await figures(staff, { branchId: annex.id }))).toEqual({
      Rooms: 2,
      InHouse: 1,
      Free: 1,
      CheckinsToday: 1,
      CheckoutsToday: 0,
      // B1's stay, arriving on the stroke of a midnight, held that night: the day before's.
      Occupancy: occupancy("UTC", 2, { 0: 1, 3: 1 }),
    });
    expect(counts(await figures(staff))).toEqual({
      Rooms: 5,
      InHouse: 2,
      Free: 3,
      CheckinsToday: 2,
      CheckoutsToday: 0,
      Occupancy: occupancy("UTC", 5, { 0: 2, 3: 1 }),
    });
  });

  it.each([
    ["a branch id that is no uuid", () => "not-a-uuid"],
    ["a branch that does not exist", () => randomUUID()],
    ["a branch of another domain", async () => (await createDomain(api.db)).branchId],
  ])("answer %s with 404", async (_case, branchId) => {
    const staff = await frontDesk(api, rooms);
    expectRefusal(await dashboardOf(staff, { branchId: await branchId() }), 404, BranchMessage.notFound);
  });

  it("answers a branch id over 100 characters as one that names nothing: 404", async () => {
    const staff = await frontDesk(api, rooms);
    expectRefusal(await dashboardOf(staff, { branchId: "a".repeat(101) }), 404, BranchMessage.notFound);
  });

  it("answers a domain id that is no uuid with 404, and a call without a token with 401", async () => {
    const staff = await frontDesk(api, rooms);
    expectRefusal(await dashboardOf({ ...staff, domainId: "not-a-uuid" }), 404, DomainMessage.notFound);
    expectRefusal(await dashboardOf({ ...staff, headers: {} }), 401, AuthMessage.unauthenticated);
  });
});

describe("days in the asked time zone", () => {
  it.each([KIRITIMATI, PAGO_PAGO])(
    "count %s's own today: a check-in at its midnight is today's, one a millisecond earlier yesterday's",
    async (zone) => {
      const staff = await frontDesk(api, rooms);
      const today = midnight(zone, dateIn(zone));
      const due = new Date(today.getTime() + 3 * DAY);
      await storedStay(api, staff, { code: "A1" }, today, due);
      await storedStay(api, staff, { code: "A2" }, new Date(today.getTime() - 1), due);
      // Two hours around yesterday's midnight: the night of the day before yesterday.
      const yesterday = new Date(today.getTime() - DAY);
      await storedStay(
        api,
        staff,
        { code: "A3" },
        new Date(yesterday.getTime() - HOUR),
        new Date(yesterday.getTime() + HOUR),
        new Date(yesterday.getTime() + HOUR),
      );

      const answer = await figures(staff, { timeZone: zone });
      expect(counts(answer)).toEqual({
        Rooms: 3,
        InHouse: 2,
        Free: 1,
        CheckinsToday: 1,
        CheckoutsToday: 0,
        // Both held last night, A2 from a millisecond before it.
        Occupancy: occupancy(zone, 3, { 0: 2, 1: 2, 2: 1 }),
      });
      expect(answer.Occupancy.at(-1)?.Date).toBe(
        new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date()),
      );
    },
  );

  it("ends Kiritimati's 30 days a day or two after Pago Pago's, each on its own today", async () => {
    const staff = await frontDesk(api, rooms);
    const last = async (zone: string) => (await figures(staff, { timeZone: zone })).Occupancy.at(-1)?.Date;
    const [ahead, behind] = [await last(KIRITIMATI), await last(PAGO_PAGO)];
    expect([ahead, behind]).toEqual([dateIn(KIRITIMATI), dateIn(PAGO_PAGO)]);
    expect([addDays(behind ?? "", 1), addDays(behind ?? "", 2)]).toContain(ahead);
  });

  it.each(["UTC", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "Europe/London"])(
    "gives %s 30 consecutive days ending on its today",
    async (zone) => {
      await awayFromMidnight([zone]);
      const staff = await frontDesk(api, rooms);
      const days = (await figures(staff, { timeZone: zone })).Occupancy.map((day) => day.Date);
      expect(days).toEqual(occupancy(zone, 3).map((day) => day.Date));
    },
  );

  it.each(["Mars/Olympus", "Europe/Lndon", "", "+05:00", "UTC; drop table bookings"])(
    "answers time zone %j with 400",
    async (zone) => {
      const staff = await frontDesk(api, rooms);
      expectRefusal(await dashboardOf(staff, { timeZone: zone }), 400, DashboardMessage.timeZone);
    },
  );

  it("answers a time zone over 64 characters with 400 and the same text", async () => {
    const staff = await frontDesk(api, rooms);
    const zone = `Europe/${"L".repeat(60)}`;
    expectRefusal(await dashboardOf(staff, { timeZone: zone }), 400, DashboardMessage.timeZone);
  });
});
