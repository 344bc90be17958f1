import {
  AccessMessage,
  AuthMessage,
  addDays,
  type Booking,
  BookingMessage,
  calls,
  Permission,
  SuiteMessage,
} from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import {
  addSuite,
  bookingsOf,
  DAY,
  frontDesk,
  inDays,
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
type Headers = Record<string, string>;

const move = (staff: Staff, bookingId: string, body: unknown, headers: Headers = staff.headers) =>
  api.call(calls.bookings.move, { params: { domainId: staff.domainId, bookingId }, body }, headers);

async function walkedIn(staff: Staff, change: object = {}): Promise<Booking> {
  const response = await api.call(calls.bookings.create, { body: walkIn(staff, change) }, staff.headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function moved(staff: Staff, bookingId: string, body: object): Promise<Booking> {
  const response = await move(staff, bookingId, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Rooms A5 and A6 of a Deluxe suite at 120, and B1 of a Suite at 300, with a guest in house in A5. */
async function desk() {
  const staff = await frontDesk(api);
  await addSuite(api, staff, staff.branchId, ["B1"], 300, "Suite");
  const stay = await walkedIn(staff);
  return { staff, stay };
}

describe("moving a stay", () => {
  it("moves it to another room of its suite at its rate, changing nothing else, and records it", async () => {
    const { staff, stay } = await desk();
    // A colleague's edit made after the rack was read: the move must not put the old name back.
    const edit = { ...walkIn(staff), Id: stay.Id, CheckoutDate: stay.CheckoutDate, FirstName: "Bola" };
    expect((await api.call(calls.bookings.update, { body: edit }, staff.headers)).statusCode).toBe(200);
    const after = await moved(staff, stay.Id, { SuiteCode: "a6" });
    // Two writes since it was made: the edit's and the move's.
    expect(after).toEqual({ ...stay, FirstName: "Bola", SuiteCode: "A6", Version: 3 });
    expect((await bookingsOf(api, staff)).Bookings).toEqual([after]);
    // A5 is free again: a walk-in takes it.
    await walkedIn(staff);

    const auditor = await signedInUser(api, { domain: staff });
    const trail = await api.call(
      calls.audit.list,
      { params: { domainId: staff.domainId, page: 1, pageSize: 10 }, query: { entityId: stay.Id } },
      auditor.headers,
    );
    expect(trail.json().Entries[0]).toMatchObject({
      Action: "update",
      Entity: "booking",
      Changes: { SuiteCode: ["A5", "A6"] },
    });
  });

  it("takes the new suite's price in a room of another suite, unless KeepRate", async () => {
    const { staff, stay } = await desk();
    expect(await moved(staff, stay.Id, { SuiteCode: "B1", KeepRate: true })).toMatchObject({
      SuiteCode: "B1",
      Rate: 120,
    });
    expect(await moved(staff, stay.Id, { SuiteCode: "A5" })).toMatchObject({ SuiteCode: "A5", Rate: 120 });
    const dearer = await moved(staff, stay.Id, { SuiteCode: "B1" });
    expect(dearer).toMatchObject({ SuiteCode: "B1", Rate: 300 });
    // Repriced in a second write: the answer's Version is the one a next If-Match needs (an Undo).
    const read = await api.call(
      calls.bookings.get,
      { params: { domainId: staff.domainId, bookingId: stay.Id } },
      staff.headers,
    );
    expect(dearer.Version).toBe(read.json().Version);
    // Back to a Deluxe room with its rate kept: 300 stays.
    expect(await moved(staff, stay.Id, { SuiteCode: "A6", KeepRate: true })).toMatchObject({ Rate: 300 });
  });

  it("changes the departure alone, or with the room, of a reservation", async () => {
    const { staff } = await desk();
    const reserve = {
      ...walkIn(staff, { SuiteCode: "A6" }),
      CheckinDate: inDays(3),
      CheckoutDate: inDays(5),
    };
    const reserved = await api.call(calls.bookings.reserve, { body: reserve }, staff.headers);
    const booking = reserved.json() as Booking;
    const later = inDays(6);
    const extended = await moved(staff, booking.Id, { CheckoutDate: later });
    // The night added is priced at today's price; the two booked keep theirs.
    expect(extended).toEqual({
      ...booking,
      CheckoutDate: later,
      Nights: [...booking.Nights, { Night: addDays(booking.Nights[1]?.Night ?? "", 1), Price: 120 }],
      Total: 360,
      Version: 2,
    });
    const sooner = inDays(4);
    expect(await moved(staff, booking.Id, { CheckoutDate: sooner, SuiteCode: "B1" })).toEqual({
      ...booking,
      CheckoutDate: sooner,
      SuiteCode: "B1",
      // Not yet begun, the whole stay is sold at the new suite's price.
      Rate: 300,
      Nights: [{ Night: booking.Nights[0]?.Night, Price: 300 }],
      Total: 300,
      // The move's write and the new price's.
      Version: 4,
    });
  });
});

describe("a move refused", () => {
  let staff: Staff;
  let stay: Booking;
  let before: Awaited<ReturnType<typeof bookingsOf>>;

  beforeAll(async () => {
    ({ staff, stay } = await desk());
    // A6 is held from the day after tomorrow: stays into it overlap.
    const reserve = {
      ...walkIn(staff, { SuiteCode: "A6" }),
      CheckinDate: inDays(3),
      CheckoutDate: inDays(4),
    };
    expect((await api.call(calls.bookings.reserve, { body: reserve }, staff.headers)).statusCode).toBe(201);
    before = await bookingsOf(api, staff);
  });

  const refused = async (body: unknown, status: number, message: string, headers?: Headers) => {
    expectRefusal(await move(staff, stay.Id, body, headers), status, message);
    expect(await bookingsOf(api, staff)).toEqual(before);
  };

  it.each([
    ["nothing to move", {}, BookingMessage.moveNothing],
    ["only KeepRate", { KeepRate: true }, BookingMessage.moveNothing],
    ["a blank room", { SuiteCode: "  " }, BookingMessage.code],
    ["a departure in words", { CheckoutDate: "next Friday" }, BookingMessage.checkoutDateFormat],
    ["a KeepRate in words", { SuiteCode: "A6", KeepRate: "yes" }, BookingMessage.keepRate],
    ["a departure before the arrival", { CheckoutDate: inDays(-3) }, BookingMessage.checkoutAfterCheckin],
    ["a room not of the branch", { SuiteCode: "Z9" }, BookingMessage.notARoom("Z9")],
  ])("answers %s with 400 and its text", async (_case, body, message) => {
    await refused(body, 400, message);
  });

  it("answers a stay into a held room with 409, naming when it is free", async () => {
    const held = before.Bookings.find((booking) => booking.Status === "reserved") as Booking;
    const taken = BookingMessage.taken("A6", new Date(held.CheckoutDate), "UTC");
    await refused({ SuiteCode: "A6", CheckoutDate: inDays(3.5) }, 409, taken);
  });

  it("answers a room of an archived suite with 409", async () => {
    const suite = await addSuite(api, staff, staff.branchId, ["C1"], 90, "Old wing");
    const params = { domainId: staff.domainId, suiteId: suite.Id };
    expect((await api.call(calls.suites.archive, { params }, staff.headers)).statusCode).toBe(200);
    before = await bookingsOf(api, staff);
    await refused({ SuiteCode: "C1" }, 409, SuiteMessage.archivedRoom("C1"));
  });

  it("answers 401 without a session and 403 without MANAGE_BOOKINGS", async () => {
    await refused({ SuiteCode: "A6" }, 401, AuthMessage.unauthenticated, {});
    const viewer = await signedInUser(api, { domain: staff, permissions: [Permission.MANAGE_SUITES] });
    await refused({ SuiteCode: "A6" }, 403, AccessMessage.forbidden, viewer.headers);
  });

  it("answers a departure already past, for a guest in house since before it, with 400", async () => {
    const since = new Date(Date.now() - 3 * DAY);
    await storedStay(api, staff, { code: "B1" }, since, new Date(Date.now() + DAY), null, {
      firstName: "Since",
    });
    const guest = (await bookingsOf(api, staff)).Bookings.find((booking) => booking.FirstName === "Since");
    const response = await move(staff, (guest as Booking).Id, { CheckoutDate: inDays(-1) });
    expectRefusal(response, 400, BookingMessage.checkoutPast);
  });

  it("answers a stay that is over with 409", async () => {
    const [from, until] = [new Date(Date.now() - 6 * DAY), new Date(Date.now() - 4 * DAY)];
    await storedStay(api, staff, { code: "B1" }, from, until, until, { firstName: "Left" });
    const left = (await bookingsOf(api, staff)).Bookings.find((booking) => booking.FirstName === "Left");
    expectRefusal(
      await move(staff, (left as Booking).Id, { SuiteCode: "B1" }),
      409,
      BookingMessage.notMovable("checked-out"),
    );
  });

  it("answers an edit that moves a stay that is over with 409, and takes one of its guest's details", async () => {
    const [from, until] = [new Date(Date.now() - 9 * DAY), new Date(Date.now() - 7 * DAY)];
    await storedStay(api, staff, { code: "B1" }, from, until, until, { firstName: "Gone", rate: 30_000 });
    const gone = (await bookingsOf(api, staff)).Bookings.find(
      (booking) => booking.FirstName === "Gone",
    ) as Booking;
    const edit = (change: object) =>
      api.call(calls.bookings.update, { body: { ...gone, ProfileId: undefined, ...change } }, staff.headers);
    // Its room and nights are what was charged: neither moves once the guest has left.
    expectRefusal(await edit({ SuiteCode: "A6" }), 409, BookingMessage.notMovable("checked-out"));
    expectRefusal(await edit({ CheckoutDate: inDays(2) }), 409, BookingMessage.notMovable("checked-out"));
    const corrected = await edit({ Email: "gone@example.org" });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ Email: "gone@example.org", SuiteCode: "B1", Total: 600 });
  });
});
