import {
  addDays,
  type Booking,
  BookingMessage,
  calls,
  dayIn,
  Permission,
  type Suite,
  SuiteMessage,
} from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBranch, signedInUser } from "../../../test/factories.js";
import { addSuite, DAY, frontDesk, inDays, inZone, storedStay, walkIn } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { tenantRequests } from "../../../test/requests.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Headers = Record<string, string>;
type Staff = Awaited<ReturnType<typeof frontDesk>>;

const post = (headers: Headers, body: unknown) => api.call(calls.bookings.create, { body }, headers);
const put = (headers: Headers, body: unknown) => api.call(calls.bookings.update, { body }, headers);
const list = (staff: Staff, query: Record<string, unknown> = {}) =>
  api.call(
    calls.bookings.list,
    { params: { domainId: staff.domainId, branchId: staff.branchId, page: 1, pageSize: 100 }, query },
    staff.headers,
  );
const checkout = (staff: Staff, bookingId: string) =>
  api.call(calls.bookings.checkOut, { params: { domainId: staff.domainId, bookingId } }, staff.headers);
const cancel = (staff: Staff, bookingId: string) =>
  api.call(calls.bookings.cancel, { params: { domainId: staff.domainId, bookingId } }, staff.headers);

async function booked(staff: Staff, change: object = {}) {
  const response = await post(staff.headers, walkIn(staff, change));
  expect(response.statusCode).toBe(201);
  return response.json() as Booking;
}

/** `count` nights from today (the branch is on UTC), each at `price`. */
const nightsFromToday = (count: number, price: number) =>
  Array.from({ length: count }, (_, i) => ({ Night: addDays(dayIn(new Date(), "UTC"), i), Price: price }));

async function listed(staff: Staff, query: Record<string, unknown> = {}) {
  const response = await list(staff, query);
  expect(response.statusCode).toBe(200);
  return response.json() as { Count: number; Bookings: Booking[] };
}

describe("checking a guest in", () => {
  it("stores the booking checked in now, with the server's dates, and lists it", async () => {
    const staff = await frontDesk(api);
    const before = Date.now();
    const stay = walkIn(staff);
    const response = await post(staff.headers, {
      ...stay,
      FirstName: " Ada ",
      CheckinDate: "2001-01-01T00:00:00Z",
      BookedDate: "2001-01-01T00:00:00Z",
      CheckedIn: false,
      CheckedOut: true,
    });
    expect(response.statusCode).toBe(201);
    const booking = response.json() as Booking;
    const { CheckoutDate, ...sent } = stay;
    expect(booking).toEqual({
      ...sent,
      Id: expect.any(String),
      CheckoutDate: new Date(CheckoutDate).toISOString(),
      CheckinDate: booking.BookedDate,
      BookedDate: expect.any(String),
      Status: "in-house",
      CheckedIn: true,
      CheckedOut: false,
      CheckedOutDate: null,
      Rate: 120,
      RatePlanId: expect.any(String),
      Nights: nightsFromToday(2, 120),
      Total: 240,
      ProfileId: expect.any(String),
      Notes: "",
      Version: 1,
    });
    const bookedAt = Date.parse(booking.BookedDate);
    expect(bookedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(bookedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await listed(staff)).toEqual({ Count: 1, Bookings: [booking] });
  });

  it("keeps the suite's price of the day as its rate, to the cent, whatever the price becomes", async () => {
    const staff = await signedInUser(api, {
      permissions: [Permission.MANAGE_BOOKINGS, Permission.MANAGE_SUITES],
    });
    const suite = await addSuite(api, staff, staff.branchId, ["A5", "A6"], 33.33);
    expect((await booked(staff)).Rate).toBe(33.33);
    const repriced = await api.call(calls.suites.update, { body: { ...suite, Price: 40.1 } }, staff.headers);
    expect(repriced.statusCode).toBe(200);
    expect((await booked(staff, { SuiteCode: "A6" })).Rate).toBe(40.1);
    expect((await listed(staff)).Bookings.map((booking) => booking.Rate).sort()).toEqual([33.33, 40.1]);
  });

  it("matches the room code in any letter case and stores it as the suite spells it", async () => {
    const staff = await frontDesk(api);
    expect((await booked(staff, { SuiteCode: "a6" })).SuiteCode).toBe("A6");
  });

  it("refuses a code that is not a room of that branch with 400, storing nothing", async () => {
    const staff = await frontDesk(api);
    expectRefusal(
      await post(staff.headers, walkIn(staff, { SuiteCode: "Z9" })),
      400,
      BookingMessage.notARoom("Z9"),
    );
    const annex = await createBranch(api.db, staff);
    const elsewhere = await post(staff.headers, walkIn(staff, { BranchId: annex.id }));
    expectRefusal(elsewhere, 400, BookingMessage.notARoom("A5"));
    expect((await listed(staff)).Count).toBe(0);
  });

  it("refuses a checkout that is not after the check-in", async () => {
    const staff = await frontDesk(api);
    const past = await post(staff.headers, walkIn(staff, { CheckoutDate: inDays(-1) }));
    expectRefusal(past, 400, BookingMessage.checkoutAfterCheckin);
    expect((await listed(staff)).Count).toBe(0);
  });
});

describe("no double booking", () => {
  it("refuses a second stay in the room with 409 naming the room and when it is free", async () => {
    const staff = await frontDesk(api);
    const first = await booked(staff);
    const second = await post(staff.headers, walkIn(staff, { FirstName: "Bola", CheckoutDate: inDays(1) }));
    expectRefusal(second, 409, BookingMessage.taken("A5", new Date(first.CheckoutDate), "UTC"));
    expect((await listed(staff)).Bookings.map((b) => b.FirstName)).toEqual(["Ada"]);
    // The other room of the suite is free.
    expect((await booked(staff, { SuiteCode: "A6" })).SuiteCode).toBe("A6");
  });

  it("names when the room is free on the branch's clock, its zone named (Asia/Dubai)", async () => {
    const staff = await frontDesk(api);
    await inZone(api, staff, "Asia/Dubai");
    const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
    // 08:00 UTC is noon in Dubai.
    const until = new Date(`${day(10)}T08:00:00Z`);
    await storedStay(api, staff, { code: "A5" }, new Date(Date.now() + DAY), until);
    const overlapping = await post(staff.headers, walkIn(staff, { CheckoutDate: `${day(11)}T08:00:00Z` }));
    const free = `it is free from ${day(10)} 12:00 (Asia/Dubai)`;
    expectRefusal(overlapping, 409, `room A5 is already booked for that stay; ${free}`);
    const room = { domainId: staff.domainId, branchId: staff.branchId, code: "A5" };
    const block = { From: day(9), To: day(11), Reason: "Paint" };
    const blocked = await api.call(calls.rooms.block, { params: room, body: block }, staff.headers);
    expectRefusal(blocked, 409, `room A5 is held for those nights; ${free}`);

    // Which refusal and its values, for the console to word them in its language.
    const said = (answer: typeof blocked) => {
      const { refusal, values } = answer.json() as Record<string, unknown>;
      return { refusal, values };
    };
    const values = { room: "A5", freeFrom: `${day(10)} 12:00 (Asia/Dubai)` };
    expect(said(overlapping)).toEqual({ refusal: "bookings.taken", values });
    expect(said(blocked)).toEqual({ refusal: "rooms.held", values });
  });

  it("allows a stay that ends the moment the next one begins, and refuses one a minute longer", async () => {
    const staff = await frontDesk(api);
    const nextFrom = new Date(Date.now() + 3 * DAY);
    const nextUntil = new Date(nextFrom.getTime() + 2 * DAY);
    await storedStay(api, staff, { code: "A5" }, nextFrom, nextUntil);
    const overlapping = await post(
      staff.headers,
      walkIn(staff, { CheckoutDate: new Date(nextFrom.getTime() + 60_000).toISOString() }),
    );
    expectRefusal(overlapping, 409, BookingMessage.taken("A5", nextUntil, "UTC"));
    const touching = await post(staff.headers, walkIn(staff, { CheckoutDate: nextFrom.toISOString() }));
    expect(touching.statusCode).toBe(201);
  });

  it("lets a room be booked again once its guest has checked out, from then on", async () => {
    const staff = await frontDesk(api);
    const first = await booked(staff);
    const out = await checkout(staff, first.Id);
    expect(out.statusCode).toBe(200);
    const checkedOut = out.json() as Booking;
    expect(checkedOut).toEqual({
      ...first,
      Status: "checked-out",
      CheckedOut: true,
      CheckedOutDate: expect.any(String),
      // Leaving on the day of arrival, the guest stayed one night of the two booked.
      Nights: nightsFromToday(1, 120),
      Total: 120,
      Version: 2,
    });
    expect(Date.parse(checkedOut.CheckedOutDate ?? "")).toBeGreaterThanOrEqual(Date.parse(first.CheckinDate));
    const again = await booked(staff, { FirstName: "Bola" });
    expect(Date.parse(again.CheckinDate)).toBeGreaterThanOrEqual(Date.parse(checkedOut.CheckedOutDate ?? ""));
  });

  it("frees the room of a cancelled booking, which stays, cancelled, out of the default list", async () => {
    const staff = await frontDesk(api);
    const mistake = await booked(staff);
    const response = await cancel(staff, mistake.Id);
    expect(response.statusCode).toBe(204);
    expect((await listed(staff)).Count).toBe(0);
    expect((await booked(staff)).FirstName).toBe("Ada");
    expectRefusal(await cancel(staff, mistake.Id), 409, BookingMessage.notCancellable("cancelled"));
    expectRefusal(await checkout(staff, mistake.Id), 409, BookingMessage.notInHouse("cancelled"));
  });

  it("keeps a checked-out stay: it cannot be cancelled, and its room stays held for its past", async () => {
    const staff = await frontDesk(api);
    const stay = await booked(staff);
    await checkout(staff, stay.Id);
    expectRefusal(await cancel(staff, stay.Id), 409, BookingMessage.notCancellable("checked-out"));
    expect((await listed(staff)).Bookings).toMatchObject([{ Id: stay.Id, Status: "checked-out" }]);
  });

  it("moving a booking onto a held room is refused, and onto a free one is stored", async () => {
    const staff = await frontDesk(api);
    const first = await booked(staff);
    const second = await booked(staff, { SuiteCode: "A6", FirstName: "Bola" });
    const onto = await put(staff.headers, {
      ...walkIn(staff, { SuiteCode: "A5", FirstName: "Bola" }),
      Id: second.Id,
    });
    expectRefusal(onto, 409, BookingMessage.taken("A5", new Date(first.CheckoutDate), "UTC"));
    await cancel(staff, first.Id);
    const moved = await put(staff.headers, {
      ...walkIn(staff, { SuiteCode: "A5", FirstName: "Bola" }),
      Id: second.Id,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ Id: second.Id, SuiteCode: "A5", CheckinDate: second.CheckinDate });
  });

  it("of 50 concurrent bookings of one free room, exactly one succeeds", async () => {
    const staff = await frontDesk(api);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(staff.headers, walkIn(staff, { FirstName: `Guest${String.fromCharCode(65 + (i % 26))}` })),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().message).toMatch(/^room A5 is already booked for that stay; it is free from /);
    }
    expect((await listed(staff)).Count).toBe(1);
  });
});

describe("the lifecycle", () => {
  it("lists only guests in house when asked, newest check-in first", async () => {
    const staff = await frontDesk(api);
    const first = await booked(staff);
    const second = await booked(staff, { SuiteCode: "A6", FirstName: "Bola" });
    await checkout(staff, first.Id);
    expect((await listed(staff)).Bookings.map((b) => b.Id)).toEqual([second.Id, first.Id]);
    expect(await listed(staff, { inHouse: "true" })).toEqual({ Count: 1, Bookings: [second] });
  });

  it("checks a guest out once: a second check-out is 409", async () => {
    const staff = await frontDesk(api);
    const stay = await booked(staff);
    expect((await checkout(staff, stay.Id)).statusCode).toBe(200);
    expectRefusal(await checkout(staff, stay.Id), 409, BookingMessage.checkedOut);
  });

  it("updates the guest's details and keeps the server's dates and status", async () => {
    const staff = await frontDesk(api);
    const stay = await booked(staff);
    const response = await put(staff.headers, {
      ...walkIn(staff, { FirstName: "Adaeze", AdditionalGuests: [], CheckoutDate: inDays(4) }),
      Id: stay.Id,
      CheckedIn: true,
      CheckedOut: false,
      CheckinDate: "2001-01-01T00:00:00Z",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...stay,
      FirstName: "Adaeze",
      AdditionalGuests: [],
      CheckoutDate: expect.any(String),
      // Two nights more, at today's price; the two booked keep theirs.
      Nights: nightsFromToday(4, 120),
      Total: 480,
      Version: 2,
    });
    expect((await listed(staff)).Bookings[0]?.FirstName).toBe("Adaeze");
  });
});

describe("the suite of a booked room", () => {
  const suites = tenantRequests(() => api, calls.suites);
  async function suiteOf(staff: Staff) {
    const response = await suites.list(staff.headers, staff.domainId);
    return (response.json() as { Suites: Suite[] }).Suites[0] as Suite;
  }

  it("cannot be deleted (409), even once the guest has left, and stays listed", async () => {
    const staff = await frontDesk(api);
    const stay = await booked(staff);
    await checkout(staff, stay.Id);
    const suite = await suiteOf(staff);
    const refused = await suites.remove(staff.headers, staff.domainId, suite.Id);
    expectRefusal(refused, 409, SuiteMessage.booked(["A5"]));
    expect(await suiteOf(staff)).toEqual(suite);
  });

  it("cannot lose the booked code or move it to another branch (409); the free code can go", async () => {
    const staff = await frontDesk(api);
    await booked(staff);
    const suite = await suiteOf(staff);
    const annex = await createBranch(api.db, staff);
    const update = (change: object) => suites.put(staff.headers, { ...suite, ...change });
    expectRefusal(await update({ Codes: ["A6"] }), 409, SuiteMessage.bookedCodes(["A5"]));
    expectRefusal(await update({ BranchId: annex.id }), 409, SuiteMessage.bookedCodes(["A5"]));
    expect(await suiteOf(staff)).toEqual(suite);
    expect((await update({ Codes: ["A5"] })).statusCode).toBe(200);
  });

  it("can be deleted once its bookings are cancelled", async () => {
    const staff = await frontDesk(api);
    const mistake = await booked(staff);
    await cancel(staff, mistake.Id);
    const suite = await suiteOf(staff);
    const deleted = await suites.remove(staff.headers, staff.domainId, suite.Id);
    expect(deleted.statusCode).toBe(204);
  });
});

describe("the front desk's figures", () => {
  it("count a check-in in house and a check-out as leaving today", async () => {
    const staff = await frontDesk(api);
    const figures = async () => {
      const response = await api.call(
        calls.dashboard.figures,
        { params: { domainId: staff.domainId }, query: { branchId: staff.branchId } },
        staff.headers,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const before = await figures();
    expect(before).toMatchObject({ Rooms: 2, InHouse: 0, Free: 2, CheckinsToday: 0, CheckoutsToday: 0 });
    const stay = await booked(staff);
    const during = await figures();
    expect(during).toMatchObject({ Rooms: 2, InHouse: 1, Free: 1, CheckinsToday: 1, CheckoutsToday: 0 });
    expect(during.Occupancy.at(-1)).toMatchObject({ Occupied: 1, Rate: 50 });
    await checkout(staff, stay.Id);
    expect(await figures()).toMatchObject({ InHouse: 0, Free: 2, CheckinsToday: 1, CheckoutsToday: 1 });
  });
});
