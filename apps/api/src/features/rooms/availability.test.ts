import { randomUUID } from "node:crypto";
import {
  AuthMessage,
  type Availability,
  AvailabilityMessage,
  addDays,
  type Booking,
  BranchMessage,
  type Call,
  calls,
  DomainMessage,
  dayIn,
  ListMessage,
  Permission,
} from "@concierge/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBranch, createDomain, signedInUser } from "../../../test/factories.js";
import { addSuite, DAY, frontDesk, HOUR, walkIn } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { rowsOf } from "../../db/one.js";
import { domains } from "../../db/schema/index.js";
import { freeRoomsQuery } from "./availability.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Staff = Awaited<ReturnType<typeof frontDesk>>;

/** Where and by whom availability is asked: the staff's own branch unless told. */
interface Asked {
  domainId?: string;
  branchId?: string;
  headers?: Record<string, string>;
}

const ask = (staff: Staff, query: Record<string, unknown>, at: Asked = {}) =>
  api.call(
    calls.rooms.availability,
    { params: { domainId: at.domainId ?? staff.domainId, branchId: at.branchId ?? staff.branchId }, query },
    at.headers ?? staff.headers,
  );

const iso = (at: number) => new Date(at).toISOString();

/** The codes of the rooms free from `checkin` to `checkout` (ms), except the booking `except`. */
async function freeCodes(staff: Staff, checkin: number, checkout: number, except?: string) {
  const response = await ask(staff, { checkin: iso(checkin), checkout: iso(checkout), except });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Availability).Rooms.map((room) => room.Code);
}

async function booked(staff: Staff, call: Call, body: object) {
  const response = await api.call(call, { body }, staff.headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Booking;
}

/** A reservation of `room` from `from` to `until` (ms). */
const reserved = (staff: Staff, room: string, from: number, until: number) =>
  booked(staff, calls.bookings.reserve, {
    ...walkIn(staff, { SuiteCode: room, CheckoutDate: iso(until) }),
    CheckinDate: iso(from),
  });

const bookingCall = async (staff: Staff, call: Call, bookingId: string) => {
  const response = await api.call(call, { params: { domainId: staff.domainId, bookingId } }, staff.headers);
  expect(response.statusCode, response.body).toBeLessThan(300);
};

describe("rooms free for a stay", () => {
  it("answers the rooms nothing holds for the whole stay, by category then code, with the price per night and housekeeping", async () => {
    const staff = await frontDesk(api, ["A6", "A5"]);
    const attic = await addSuite(api, staff, staff.branchId, ["C3"], 80.5, "Attic");
    await api.db.update(domains).set({ currency: "EUR" }).where(eq(domains.id, staff.domainId));
    const dirtied = await api.call(
      calls.rooms.housekeeping,
      {
        params: { domainId: staff.domainId, branchId: staff.branchId, code: "A6" },
        body: { Housekeeping: "dirty" },
      },
      staff.headers,
    );
    expect(dirtied.statusCode, dirtied.body).toBe(200);
    const now = Date.now();
    const guest = await booked(
      staff,
      calls.bookings.create,
      walkIn(staff, { CheckoutDate: iso(now + 2 * DAY) }),
    );

    const response = await ask(staff, { checkin: iso(now + HOUR), checkout: iso(now + 3 * DAY) });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as Availability;
    expect(answer).toEqual({
      Checkin: iso(now + HOUR),
      Checkout: iso(now + 3 * DAY),
      Currency: "EUR",
      Rooms: [
        { Code: "C3", Category: "Attic", SuiteId: attic.Id, Price: 80.5, Housekeeping: "clean" },
        { Code: "A6", Category: "Deluxe", SuiteId: expect.any(String), Price: 120, Housekeeping: "dirty" },
      ],
    });
    // The walk-in leaves as the next stay arrives: stays that touch do not overlap.
    expect(await freeCodes(staff, Date.parse(guest.CheckoutDate), now + 4 * DAY)).toEqual(["C3", "A5", "A6"]);
    // A minute of overlap takes the room.
    const aMinuteBefore = Date.parse(guest.CheckoutDate) - 60_000;
    expect(await freeCodes(staff, aMinuteBefore, now + 4 * DAY)).toEqual(["C3", "A6"]);
  });

  it("offers no room of an archived suite, and offers it again once restored", async () => {
    const staff = await frontDesk(api, ["A6"]);
    const attic = await addSuite(api, staff, staff.branchId, ["C3"], 80, "Attic");
    const params = { params: { domainId: staff.domainId, suiteId: attic.Id } };
    const now = Date.now();
    expect((await api.call(calls.suites.archive, params, staff.headers)).statusCode).toBe(200);
    expect(await freeCodes(staff, now + HOUR, now + DAY)).toEqual(["A6"]);
    expect((await api.call(calls.suites.restore, params, staff.headers)).statusCode).toBe(200);
    expect(await freeCodes(staff, now + HOUR, now + DAY)).toEqual(["C3", "A6"]);
  });

  it("starts the stay now when checkin is absent: a walk-in", async () => {
    const staff = await frontDesk(api);
    const now = Date.now();
    await reserved(staff, "A5", now + DAY, now + 2 * DAY);
    const walkInFree = async (checkout: number) => {
      const response = await ask(staff, { checkout: iso(checkout) });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json() as Availability;
      expect(Date.parse(answer.Checkin)).toBeGreaterThanOrEqual(now);
      return answer.Rooms.map((room) => room.Code);
    };
    expect(await walkInFree(now + DAY - HOUR)).toEqual(["A5", "A6"]);
    expect(await walkInFree(now + DAY + HOUR)).toEqual(["A6"]);
  });

  it("counts the edited booking's own stay as free when it is named in except, and no other", async () => {
    const staff = await frontDesk(api);
    const now = Date.now();
    const ada = await reserved(staff, "A5", now + DAY, now + 3 * DAY);
    const bola = await reserved(staff, "A6", now + 2 * DAY, now + 4 * DAY);
    // Ada stays a day longer: her own room is offered, Bola's is not.
    expect(await freeCodes(staff, now + DAY, now + 4 * DAY, ada.Id)).toEqual(["A5"]);
    expect(await freeCodes(staff, now + DAY, now + 4 * DAY)).toEqual([]);
    // Another domain's booking, or none, frees nothing.
    expect(await freeCodes(staff, now + DAY, now + 4 * DAY, randomUUID())).toEqual([]);
    expect(await freeCodes(staff, now + DAY, now + 4 * DAY, bola.Id.toUpperCase())).toEqual(["A6"]);
  });

  it("offers again the rooms of cancelled and no-show bookings, and a checked-out room from its departure", async () => {
    const staff = await frontDesk(api, ["A5", "A6", "A7"]);
    const now = Date.now();
    const later = await reserved(staff, "A5", now + DAY, now + 2 * DAY);
    const due = await reserved(staff, "A6", now, now + 2 * DAY);
    const guest = await booked(staff, calls.bookings.create, walkIn(staff, { SuiteCode: "A7" }));
    expect(await freeCodes(staff, now + DAY, now + DAY + HOUR)).toEqual([]);

    await bookingCall(staff, calls.bookings.cancel, later.Id);
    await bookingCall(staff, calls.bookings.noShow, due.Id);
    await bookingCall(staff, calls.bookings.checkOut, guest.Id);
    expect(await freeCodes(staff, now + DAY, now + DAY + HOUR)).toEqual(["A5", "A6", "A7"]);
    // The checked-out stay still holds the time the guest was there.
    expect(await freeCodes(staff, now - HOUR, now + HOUR)).toEqual(["A5", "A6"]);
  });

  it("leaves out a room out of order for any night of the stay", async () => {
    const staff = await frontDesk(api);
    const from = addDays(dayIn(new Date(), "UTC"), 5);
    const block = await api.call(
      calls.rooms.block,
      {
        params: { domainId: staff.domainId, branchId: staff.branchId, code: "A6" },
        body: { From: from, To: addDays(from, 2), Reason: "Leaking pipe" },
      },
      staff.headers,
    );
    expect(block.statusCode, block.body).toBe(201);
    const noon = Date.parse(`${from}T12:00:00Z`);
    expect(await freeCodes(staff, noon + HOUR, noon + DAY)).toEqual(["A5"]);
    // Held noon to noon: the guest leaving that morning, and the one arriving after, keep the room.
    expect(await freeCodes(staff, noon - DAY, noon - HOUR)).toEqual(["A5", "A6"]);
    expect(await freeCodes(staff, noon + 2 * DAY, noon + 3 * DAY)).toEqual(["A5", "A6"]);
  });

  it("answers only the branch asked for, and is open to any user of the domain, as its bookings are", async () => {
    const staff = await frontDesk(api);
    const annexe = await createBranch(api.db, staff);
    await addSuite(api, staff, annexe.id, ["B1"]);
    const reader = await signedInUser(api, { domain: staff, permissions: [] });
    const now = Date.now();
    const annexeRooms = await ask(
      staff,
      { checkin: iso(now + DAY), checkout: iso(now + 2 * DAY) },
      { branchId: annexe.id, headers: reader.headers },
    );
    expect(annexeRooms.statusCode).toBe(200);
    expect((annexeRooms.json() as Availability).Rooms.map((room) => room.Code)).toEqual(["B1"]);
    expect(await freeCodes(staff, now + DAY, now + 2 * DAY)).toEqual(["A5", "A6"]);
  });

  it("answers another domain's branch or domain with 404, a GLOBAL user with 200, and no token with 401", async () => {
    const [ours, theirs] = [await frontDesk(api), await frontDesk(api)];
    const stay = { checkout: iso(Date.now() + DAY) };
    const their = { domainId: theirs.domainId, branchId: theirs.branchId };
    expectRefusal(await ask(ours, stay, { branchId: theirs.branchId }), 404, BranchMessage.notFound);
    expectRefusal(await ask(ours, stay, their), 404, DomainMessage.notFound);
    expectRefusal(await ask(ours, stay, { headers: {} }), 401, AuthMessage.unauthenticated);
    const overseer = await signedInUser(api, { permissions: [Permission.GLOBAL] });
    const seen = await ask(ours, stay, { ...their, headers: overseer.headers });
    expect(seen.statusCode).toBe(200);
    expect((seen.json() as Availability).Rooms).toHaveLength(2);
  });

  const later = iso(Date.now() + DAY);
  it.each([
    ["no checkout", {}, AvailabilityMessage.checkout],
    ["an empty checkout", { checkout: "" }, AvailabilityMessage.checkout],
    ["a checkout in words", { checkout: "tomorrow" }, AvailabilityMessage.checkoutFormat],
    ["a checkout without a time", { checkout: "2030-01-01" }, AvailabilityMessage.checkoutFormat],
    [
      "a checkin on 30 February",
      { checkout: later, checkin: "2030-02-30T10:00:00Z" },
      AvailabilityMessage.checkin,
    ],
    [
      "a checkout at the checkin",
      { checkout: later, checkin: later },
      AvailabilityMessage.checkoutAfterCheckin,
    ],
    [
      "a walk-in's checkout already past",
      { checkout: iso(Date.now() - HOUR) },
      AvailabilityMessage.checkoutAfterCheckin,
    ],
    ["an except that is no id", { checkout: later, except: "not-a-booking" }, ListMessage.id("except")],
  ])("answers %s with 400 naming the parameter", async (_case, query, message) => {
    const staff = await frontDesk(api);
    expectRefusal(await ask(staff, query), 400, message);
  });

  it("answers a domain with no such branch, or an id that is no id, with 404", async () => {
    const staff = await frontDesk(api);
    const stay = { checkout: iso(Date.now() + DAY) };
    expectRefusal(await ask(staff, stay, { branchId: "not-a-branch" }), 404, BranchMessage.notFound);
    const other = await createDomain(api.db);
    expectRefusal(await ask(staff, stay, { domainId: other.domainId }), 404, DomainMessage.notFound);
  });

  it("reads the holds through the GiST index of the exclusion constraint, not the whole table", async () => {
    const codes = Array.from({ length: 60 }, (_, index) => `R${index}`);
    const staff = await frontDesk(api, codes);
    // A year and more of past holds for every room: 12,000 rows the stay overlaps none of.
    await api.db.execute(sql`insert into room_holds (domain_id, branch_id, suite_code, during, reason)
      select domain_id, branch_id, code,
             tstzrange(now() - (night + 30) * interval '1 day', now() - (night + 30) * interval '1 day' + interval '20 hours'),
             'Old stay'
        from suite_codes, generate_series(0, 199) night
       where domain_id = ${staff.domainId}`);
    await api.db.execute(sql`analyze room_holds`);
    const stay = { checkin: new Date(), checkout: new Date(Date.now() + 3 * DAY), except: randomUUID() };
    const query = freeRoomsQuery(api.db, staff.domainId, staff.branchId, stay);
    const plan = rowsOf<{ "QUERY PLAN": string }>(await api.db.execute(sql`explain ${query}`))
      .map((line) => line["QUERY PLAN"])
      .join("\n");
    // An index scan, or a bitmap of the same index when the shared database's statistics say so.
    expect(plan).toMatch(/(Index (Only )?Scan using|Bitmap Index Scan on) room_holds_no_overlap/);
    expect(plan).not.toMatch(/Seq Scan on room_holds/);
    expect(await query).toHaveLength(60);
  });
});
