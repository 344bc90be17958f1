import {
  AuthMessage,
  addDays,
  type Booking,
  BookingMessage,
  BranchMessage,
  calls,
  DomainMessage,
  dayIn,
  instantAt,
  type Rack,
  RoomMessage,
  type Suite,
} from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDomain, signedInUser } from "../../../test/factories.js";
import {
  awayFromMidnight,
  DAY,
  frontDesk,
  HOUR,
  inZone,
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

/** Where the rack is asked for and by whom: the staff's own unless told. */
interface Asked {
  domainId?: string;
  branchId?: string;
  headers?: Record<string, string>;
}

const rackOf = (staff: Staff, query: Record<string, unknown> = {}, at: Asked = {}) =>
  api.call(
    calls.rooms.rack,
    { params: { domainId: at.domainId ?? staff.domainId, branchId: at.branchId ?? staff.branchId }, query },
    at.headers ?? staff.headers,
  );

async function rack(staff: Staff, query: Record<string, unknown> = {}) {
  const response = await rackOf(staff, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Rack;
}

async function reserved(staff: Staff, from: Date, until: Date, change: object = {}) {
  const body = {
    ...walkIn(staff),
    CheckinDate: from.toISOString(),
    CheckoutDate: until.toISOString(),
    ...change,
  };
  const response = await api.call(calls.bookings.reserve, { body }, staff.headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Booking;
}

const cancel = async (staff: Staff, bookingId: string) => {
  const params = { domainId: staff.domainId, bookingId };
  expect((await api.call(calls.bookings.cancel, { params }, staff.headers)).statusCode).toBe(204);
};

/** The instant `day` begins in `timeZone`. */
const midnight = (day: string, timeZone = "UTC") => instantAt(day, "00:00", timeZone);
const guests = (answer: Rack) => answer.Stays.map((stay) => stay.Guest).sort();

describe("the rack", () => {
  it("lists every room of the branch by category then code, with its suite and housekeeping", async () => {
    const staff = await frontDesk(api, ["D2", "D1"]);
    const suite = await api.call(
      calls.suites.create,
      {
        body: {
          Codes: ["Z9", "C3"],
          DomainId: staff.domainId,
          BranchId: staff.branchId,
          Category: "Attic",
          Price: 80,
          Views: ["https://cdn.example.com/attic.png"],
          Utilities: ["Internet"],
        },
      },
      staff.headers,
    );
    expect(suite.statusCode, suite.body).toBe(201);
    const attic = (suite.json() as Suite).Id;
    const dirty = await api.call(
      calls.rooms.housekeeping,
      {
        params: { domainId: staff.domainId, branchId: staff.branchId, code: "D2" },
        body: { Housekeeping: "dirty" },
      },
      staff.headers,
    );
    expect(dirty.statusCode).toBe(200);

    const from = dayIn(new Date(), "UTC");
    const answer = await rack(staff, { from, days: 7 });
    const deluxe = answer.Rooms.find((room) => room.Category === "Deluxe")?.SuiteId;
    expect(answer).toEqual({
      From: from,
      Days: 7,
      TimeZone: "UTC",
      Rooms: [
        { Code: "C3", Category: "Attic", SuiteId: attic, Housekeeping: "clean", Version: 1 },
        { Code: "Z9", Category: "Attic", SuiteId: attic, Housekeeping: "clean", Version: 1 },
        { Code: "D1", Category: "Deluxe", SuiteId: deluxe, Housekeeping: "clean", Version: 1 },
        // Marked dirty once: its Version went up.
        { Code: "D2", Category: "Deluxe", SuiteId: deluxe, Housekeeping: "dirty", Version: 2 },
      ],
      Stays: [],
      Blocks: [],
      Free: [
        { SuiteId: attic, Category: "Attic", Nights: [2, 2, 2, 2, 2, 2, 2] },
        { SuiteId: deluxe, Category: "Deluxe", Nights: [2, 2, 2, 2, 2, 2, 2] },
      ],
    });
    expect(deluxe).not.toBe(attic);
  });

  it("counts each category's rooms free night by night: a stay or a block takes its nights, a cancelled stay none", async () => {
    const staff = await frontDesk(api, ["A5", "A6", "A7"]);
    const from = addDays(dayIn(new Date(), "UTC"), 10);
    const at = (n: number, hours: number) => new Date(midnight(addDays(from, n)).getTime() + hours * HOUR);
    await reserved(staff, at(0, 14), at(2, 11));
    // Leaving the morning of the first night and arriving the afternoon after the last: neither counts.
    await reserved(staff, at(-1, 14), at(0, 11), { SuiteCode: "A7" });
    await reserved(staff, at(4, 14), at(5, 11), { SuiteCode: "A7" });
    const gone = await reserved(staff, at(0, 14), at(1, 11), { SuiteCode: "A7" });
    await cancel(staff, gone.Id);
    const block = await api.call(
      calls.rooms.block,
      {
        params: { domainId: staff.domainId, branchId: staff.branchId, code: "A6" },
        body: { From: addDays(from, 1), To: addDays(from, 3), Reason: "Paint" },
      },
      staff.headers,
    );
    expect(block.statusCode, block.body).toBe(201);

    const answer = await rack(staff, { from, days: 4 });
    expect(answer.Free).toEqual([
      { SuiteId: answer.Rooms[0]?.SuiteId, Category: answer.Rooms[0]?.Category, Nights: [2, 1, 2, 3] },
    ]);
  });

  it("shows the stays and blocks overlapping its nights, not those that end at its start or begin at its end", async () => {
    const staff = await frontDesk(api, ["A5", "A6", "A7", "A8"]);
    const from = addDays(dayIn(new Date(), "UTC"), 10);
    const day = (n: number) => midnight(addDays(from, n));
    const inside = await reserved(
      staff,
      new Date(day(0).getTime() + 12 * HOUR),
      new Date(day(1).getTime() + 10 * HOUR),
      {
        FirstName: "Inside",
      },
    );
    await reserved(staff, day(-1), day(0), { SuiteCode: "A6", FirstName: "Before" });
    await reserved(staff, day(3), day(4), { SuiteCode: "A6", FirstName: "After" });
    const spanning = await reserved(staff, day(-2), day(5), { SuiteCode: "A7", FirstName: "Spanning" });
    const gone = await reserved(staff, new Date(day(1).getTime() + 12 * HOUR), day(2), {
      FirstName: "Cancelled",
    });
    await cancel(staff, gone.Id);
    await storedStay(api, staff, { code: "A6" }, day(1), day(2), null, {
      status: "no-show",
      firstName: "Absent",
    });
    const blockAt = (From: string, To: string) =>
      api.call(
        calls.rooms.block,
        {
          params: { domainId: staff.domainId, branchId: staff.branchId, code: "A8" },
          body: { From, To, Reason: "Leaking pipe" },
        },
        staff.headers,
      );
    const leak = await blockAt(addDays(from, 2), addDays(from, 5));
    expect(leak.statusCode, leak.body).toBe(201);
    expect((await blockAt(addDays(from, -2), from)).statusCode).toBe(201);

    const answer = await rack(staff, { from, days: 3 });
    expect(guests(answer)).toEqual(["Absent Guest", "Inside Obi", "Spanning Obi"]);
    expect(answer.Stays).toContainEqual({
      BookingId: inside.Id,
      SuiteCode: "A5",
      CheckinDate: inside.CheckinDate,
      CheckoutDate: inside.CheckoutDate,
      Status: "reserved",
      Guest: "Inside Obi",
      Notes: "",
      Version: inside.Version,
    });
    expect(answer.Stays.find((stay) => stay.Guest === "Spanning Obi")?.BookingId).toBe(spanning.Id);
    expect(answer.Stays.find((stay) => stay.Guest === "Absent Guest")?.Status).toBe("no-show");
    expect(answer.Blocks).toEqual([
      {
        Id: leak.json().Id,
        SuiteCode: "A8",
        From: addDays(from, 2),
        To: addDays(from, 5),
        Reason: "Leaking pipe",
      },
    ]);
    // A day later the stays before and after are the ones at the edges.
    expect(guests(await rack(staff, { from: addDays(from, -1), days: 1 }))).toEqual([
      "Before Obi",
      "Spanning Obi",
    ]);
    expect(guests(await rack(staff, { from: addDays(from, 3), days: 1 }))).toEqual([
      "After Obi",
      "Spanning Obi",
    ]);
  });

  it("ends a checked-out stay where the guest left, and shows in-house stays", async () => {
    const staff = await frontDesk(api, ["A5", "A6", "A7"]);
    const today = dayIn(new Date(), "UTC");
    const from = addDays(today, -3);
    const due = midnight(addDays(today, 1));
    const start = midnight(addDays(today, -6));
    // Both were due tomorrow; one left an hour before the window, the other an hour into it.
    const leftEarly = new Date(midnight(from).getTime() - HOUR);
    const leftLater = new Date(midnight(from).getTime() + HOUR);
    await storedStay(api, staff, { code: "A5" }, start, due, leftEarly, { firstName: "Early" });
    await storedStay(api, staff, { code: "A6" }, start, due, leftLater, { firstName: "Later" });
    const walkedIn = await api.call(
      calls.bookings.create,
      { body: walkIn(staff, { SuiteCode: "A7" }) },
      staff.headers,
    );
    expect(walkedIn.statusCode).toBe(201);

    const answer = await rack(staff, { from, days: 4 });
    expect(
      answer.Stays.map(({ Guest, Status }) => ({ Guest, Status })).sort((a, b) =>
        a.Guest.localeCompare(b.Guest),
      ),
    ).toEqual([
      { Guest: "Ada Obi", Status: "in-house" },
      { Guest: "Later Guest", Status: "checked-out" },
    ]);
  });

  it.each(["Pacific/Kiritimati", "Pacific/Pago_Pago"])(
    "starts on the branch's today in %s when no from is given, for 14 nights from its midnight",
    async (timeZone) => {
      const staff = await frontDesk(api);
      await inZone(api, staff, timeZone);
      await awayFromMidnight([timeZone]);
      const today = dayIn(new Date(), timeZone);
      const start = midnight(today, timeZone);
      // One stay ends on the stroke of the zone's midnight, the other a minute after it.
      await storedStay(api, staff, { code: "A5" }, new Date(start.getTime() - DAY), start, start, {
        firstName: "Gone",
      });
      const aMinuteIn = new Date(start.getTime() + 60_000);
      await storedStay(api, staff, { code: "A6" }, new Date(start.getTime() - DAY), aMinuteIn, aMinuteIn, {
        firstName: "Staying",
      });

      const answer = await rack(staff);
      expect(answer).toMatchObject({ From: today, Days: 14, TimeZone: timeZone });
      expect(today).not.toBe(
        dayIn(new Date(), timeZone === "Pacific/Kiritimati" ? "Pacific/Pago_Pago" : "Pacific/Kiritimati"),
      );
      expect(guests(answer)).toEqual(["Staying Guest"]);
    },
  );

  it("is open to any user of the domain, without a permission", async () => {
    const staff = await frontDesk(api);
    const reader = await signedInUser(api, { domain: staff, permissions: [] });
    const response = await rackOf(staff, { days: 1 }, { headers: reader.headers });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Rack).Rooms.map((room) => room.Code)).toEqual(["A5", "A6"]);
  });

  it.each([0, 63, 1.5, "x"])("answers days=%j with 400", async (days) => {
    const staff = await frontDesk(api);
    expectRefusal(await rackOf(staff, { days }), 400, "days must be a whole number from 1 to 62");
  });

  it.each(["2026-02-31", "2026-13-01", "26-01-01", "tomorrow"])("answers from=%j with 400", async (from) => {
    const staff = await frontDesk(api);
    expectRefusal(await rackOf(staff, { from }), 400, RoomMessage.day("from"));
  });

  it("takes 1 and 62 days", async () => {
    const staff = await frontDesk(api);
    expect((await rack(staff, { days: 1 })).Days).toBe(1);
    expect((await rack(staff, { days: 62 })).Days).toBe(62);
  });

  it("answers another domain's branch or domain with 404, and a call without a token with 401", async () => {
    const staff = await frontDesk(api);
    const other = await createDomain(api.db);
    expectRefusal(await rackOf(staff, {}, { branchId: other.branchId }), 404, BranchMessage.notFound);
    expectRefusal(await rackOf(staff, {}, other), 404, DomainMessage.notFound);
    expectRefusal(await rackOf(staff, {}, { headers: {} }), 401, AuthMessage.unauthenticated);
  });

  it("never shows another domain's rooms or stays, though their codes are the same", async () => {
    const [ours, theirs] = [await frontDesk(api, ["A5"]), await frontDesk(api, ["A5"])];
    const from = addDays(dayIn(new Date(), "UTC"), 2);
    const mine = await reserved(ours, midnight(from), midnight(addDays(from, 1)));
    const yours = await reserved(theirs, midnight(from), midnight(addDays(from, 1)), {
      FirstName: "Stranger",
    });
    const [a, b] = [await rack(ours, { from }), await rack(theirs, { from })];
    expect(a.Stays.map((stay) => stay.BookingId)).toEqual([mine.Id]);
    expect(b.Stays.map((stay) => stay.BookingId)).toEqual([yours.Id]);
    expect(a.Rooms).toHaveLength(1);
    expect(a.Rooms[0]?.SuiteId).not.toBe(b.Rooms[0]?.SuiteId);
    expect(a.Free.map((free) => [free.SuiteId, free.Nights.slice(0, 2)])).toEqual([
      [a.Rooms[0]?.SuiteId, [0, 1]],
    ]);
  });
});

describe("one booking", () => {
  const get = (staff: Staff, bookingId: string, domainId = staff.domainId) =>
    api.call(calls.bookings.get, { params: { domainId, bookingId } }, staff.headers);

  it("is answered whatever its status, a cancelled one too", async () => {
    const staff = await frontDesk(api);
    const booking = await reserved(staff, new Date(Date.now() + 2 * DAY), new Date(Date.now() + 3 * DAY));
    const answer = await get(staff, booking.Id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(booking);
    await cancel(staff, booking.Id);
    const cancelled = await get(staff, booking.Id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ ...booking, Status: "cancelled", Version: booking.Version + 1 });
  });

  it("answers another domain's booking with 404, and leaves it as it was", async () => {
    const [ours, theirs] = [await frontDesk(api), await frontDesk(api)];
    const booking = await reserved(theirs, new Date(Date.now() + 2 * DAY), new Date(Date.now() + 3 * DAY));
    expectRefusal(await get(ours, booking.Id), 404, BookingMessage.notFound);
    expectRefusal(await get(ours, booking.Id, theirs.domainId), 404, DomainMessage.notFound);
    expect((await get(theirs, booking.Id)).json()).toEqual(booking);
  });
});
