import {
  AccessMessage,
  type Booking,
  BookingMessage,
  calls,
  Permission,
  type Room,
  RoomMessage,
} from "@concierge/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { DAY, frontDesk, walkIn } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { branches, roomHolds, suiteCodes } from "../../db/schema/index.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Staff = Awaited<ReturnType<typeof frontDesk>>;

const at = (staff: Staff, code = "A5") => ({ domainId: staff.domainId, branchId: staff.branchId, code });
const clean = (staff: Staff, Housekeeping: unknown, code = "A5") =>
  api.call(calls.rooms.housekeeping, { params: at(staff, code), body: { Housekeeping } }, staff.headers);
const block = (staff: Staff, body: object, code = "A5") =>
  api.call(
    calls.rooms.block,
    { params: at(staff, code), body: { Reason: "Leaking pipe", ...body } },
    staff.headers,
  );
const unblock = (staff: Staff, blockId: string, code = "A5") =>
  api.call(calls.rooms.unblock, { params: { ...at(staff, code), blockId } }, staff.headers);
const reserve = (staff: Staff, from: Date, until: Date, change: object = {}) =>
  api.call(
    calls.bookings.reserve,
    {
      body: {
        ...walkIn(staff),
        CheckinDate: from.toISOString(),
        CheckoutDate: until.toISOString(),
        ...change,
      },
    },
    staff.headers,
  );

/** What PUT takes of a booking: its fields as the add form sends them, with its Id. */
const bookingBody = (booking: Booking) => ({
  Id: booking.Id,
  DomainId: booking.DomainId,
  BranchId: booking.BranchId,
  SuiteCode: booking.SuiteCode,
  CheckoutDate: booking.CheckoutDate,
  Title: booking.Title,
  FirstName: booking.FirstName,
  LastName: booking.LastName,
  OtherName: booking.OtherName,
  Phone: booking.Phone,
  Email: booking.Email,
  GuestId: booking.GuestId,
  GuestIdType: booking.GuestIdType,
  GuestIdUrl: booking.GuestIdUrl,
  AdditionalGuests: booking.AdditionalGuests,
});

/** The calendar day `days` from today in UTC, YYYY-MM-DD. */
const dayIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const midnightOf = (day: string) => new Date(`${day}T00:00:00Z`);
/** `time` (HH:MM) on `day` in UTC, the test branch's zone. */
const utc = (day: string, time: string) => new Date(`${day}T${time}:00Z`);

describe("housekeeping", () => {
  it("sets a room clean, dirty or inspected, in any letter case of its code", async () => {
    const staff = await frontDesk(api);
    const answered = await clean(staff, "inspected", "a5");
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({
      Code: "A5",
      Category: "Deluxe",
      Housekeeping: "inspected",
    } satisfies Partial<Room>);
    expectRefusal(await clean(staff, "sparkling"), 400, RoomMessage.housekeeping);
    expectRefusal(await clean(staff, "clean", "Z9"), 404, RoomMessage.roomNotFound("Z9"));
  });

  it("turns the room a guest checks out of dirty", async () => {
    const staff = await frontDesk(api);
    const housekeepingOf = async (code: string) => {
      const [room] = await api.db
        .select({ state: suiteCodes.housekeeping })
        .from(suiteCodes)
        .where(and(eq(suiteCodes.domainId, staff.domainId), eq(suiteCodes.code, code)));
      return room?.state;
    };
    const stay = await api.call(calls.bookings.create, { body: walkIn(staff) }, staff.headers);
    expect(await housekeepingOf("A5")).toBe("clean");
    const params = { domainId: staff.domainId, bookingId: stay.json().Id };
    expect((await api.call(calls.bookings.checkOut, { params }, staff.headers)).statusCode).toBe(200);
    expect(await housekeepingOf("A5")).toBe("dirty");
    expect(await housekeepingOf("A6")).toBe("clean");
    expect((await clean(staff, "clean")).json().Housekeeping).toBe("clean");
    expect(await housekeepingOf("A5")).toBe("clean");
  });
});

describe("out-of-order blocks", () => {
  it("hold the room for their nights in the branch's zone: a reservation then is refused, after is not", async () => {
    const staff = await frontDesk(api);
    const blocked = await block(staff, { From: dayIn(3), To: dayIn(5) });
    expect(blocked.statusCode).toBe(201);
    expect(blocked.json()).toEqual({
      Id: expect.any(String),
      SuiteCode: "A5",
      From: dayIn(3),
      To: dayIn(5),
      Reason: "Leaking pipe",
    });
    // Held noon to noon: the guests leaving on From's morning and arriving on To's afternoon keep the room.
    const during = await reserve(staff, utc(dayIn(4), "14:00"), utc(dayIn(6), "11:00"));
    expectRefusal(during, 409, BookingMessage.taken("A5", utc(dayIn(5), "12:00"), "UTC"));
    expect((await reserve(staff, utc(dayIn(5), "14:00"), utc(dayIn(6), "11:00"))).statusCode).toBe(201);
    expect((await reserve(staff, utc(dayIn(2), "14:00"), utc(dayIn(3), "11:00"))).statusCode).toBe(201);
    expect(
      (await reserve(staff, utc(dayIn(4), "14:00"), utc(dayIn(6), "11:00"), { SuiteCode: "A6" })).statusCode,
    ).toBe(201);

    expect((await unblock(staff, blocked.json().Id)).statusCode).toBe(204);
    expect((await reserve(staff, utc(dayIn(3), "14:00"), utc(dayIn(5), "11:00"))).statusCode).toBe(201);
    expectRefusal(await unblock(staff, blocked.json().Id), 404, RoomMessage.blockNotFound);
  });

  it("are refused where a stay holds the room, naming when it is free", async () => {
    const staff = await frontDesk(api);
    await api.db
      .update(branches)
      .set({ timeZone: "Africa/Lagos" })
      .where(and(eq(branches.domainId, staff.domainId), eq(branches.id, staff.branchId)));
    const stay = await reserve(staff, midnightOf(dayIn(2)), midnightOf(dayIn(4)));
    expect(stay.statusCode).toBe(201);
    const refused = await block(staff, { From: dayIn(3), To: dayIn(4) });
    // The stay ends at 00:00 UTC, 01:00 in Lagos.
    expectRefusal(
      refused,
      409,
      `room A5 is held for those nights; it is free from ${dayIn(4)} 01:00 (Africa/Lagos)`,
    );
  });

  it.each([
    ["a From that is no date", { From: "soon", To: dayIn(2) }, RoomMessage.day("From")],
    ["no To", { From: dayIn(1) }, RoomMessage.day("To")],
    ["a To before the From", { From: dayIn(3), To: dayIn(2) }, RoomMessage.toAfterFrom],
    ["a blank reason", { From: dayIn(1), To: dayIn(2), Reason: " " }, RoomMessage.reason],
  ])("answer 400 for %s, and hold nothing", async (_case, body, message) => {
    const staff = await frontDesk(api);
    expectRefusal(await block(staff, body), 400, message);
    expect((await reserve(staff, midnightOf(dayIn(1)), midnightOf(dayIn(3)))).statusCode).toBe(201);
  });
});

describe("moving and extending a stay past a block", () => {
  const update = (staff: Staff, booking: Booking, change: object) =>
    api.call(calls.bookings.update, { body: { ...bookingBody(booking), ...change } }, staff.headers);

  it("refuses a move into a blocked room and an extension into a block, and keeps the stay as it was", async () => {
    const staff = await frontDesk(api);
    const stay = await reserve(staff, utc(dayIn(3), "14:00"), utc(dayIn(5), "11:00"));
    const booking = stay.json() as Booking;
    expect((await block(staff, { From: dayIn(4), To: dayIn(6) }, "A6")).statusCode).toBe(201);
    expect((await block(staff, { From: dayIn(6), To: dayIn(8) })).statusCode).toBe(201);

    expectRefusal(
      await update(staff, booking, { SuiteCode: "A6" }),
      409,
      BookingMessage.taken("A6", utc(dayIn(6), "12:00"), "UTC"),
    );
    expectRefusal(
      await update(staff, booking, { CheckoutDate: utc(dayIn(7), "11:00").toISOString() }),
      409,
      BookingMessage.taken("A5", utc(dayIn(8), "12:00"), "UTC"),
    );
    const kept = await api.call(
      calls.bookings.get,
      { params: { domainId: staff.domainId, bookingId: booking.Id } },
      staff.headers,
    );
    expect(kept.json()).toMatchObject({ SuiteCode: "A5", CheckoutDate: booking.CheckoutDate });

    // Up to the morning of the block's first day, and shorter, are allowed; so is a move that leaves
    // the other room before its block.
    const extended = await update(staff, booking, { CheckoutDate: utc(dayIn(6), "11:00").toISOString() });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json().CheckoutDate).toBe(utc(dayIn(6), "11:00").toISOString());
    const shortened = await update(staff, booking, { CheckoutDate: utc(dayIn(4), "11:00").toISOString() });
    expect(shortened.statusCode).toBe(200);
    const moved = await update(staff, booking, {
      SuiteCode: "A6",
      CheckoutDate: utc(dayIn(4), "11:00").toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ SuiteCode: "A6", Status: "reserved" });
    // A5 is free again for the nights the stay left.
    expect((await reserve(staff, utc(dayIn(3), "14:00"), utc(dayIn(4), "11:00"))).statusCode).toBe(201);
  });

  it("lets a move and a check-in racing on one reservation both land, leaving one stay in one room", async () => {
    const staff = await frontDesk(api);
    for (let round = 0; round < 5; round++) {
      const code = round % 2 ? "A5" : "A6";
      const other = code === "A5" ? "A6" : "A5";
      const booking = (
        await reserve(staff, new Date(), new Date(Date.now() + DAY), { SuiteCode: code })
      ).json() as Booking;
      const params = { domainId: staff.domainId, bookingId: booking.Id };
      const [moved, arrived] = await Promise.all([
        update(staff, booking, { SuiteCode: other }),
        api.call(calls.bookings.checkIn, { params }, staff.headers),
      ]);
      expect([moved.statusCode, arrived.statusCode]).toEqual([200, 200]);
      const now = (await api.call(calls.bookings.get, { params }, staff.headers)).json() as Booking;
      expect(now).toMatchObject({ SuiteCode: other, Status: "in-house" });
      const holds = await api.db
        .select({ code: roomHolds.suiteCode })
        .from(roomHolds)
        .where(and(eq(roomHolds.domainId, staff.domainId), eq(roomHolds.bookingId, booking.Id)));
      expect(holds).toEqual([{ code: other }]);
      expect((await api.call(calls.bookings.checkOut, { params }, staff.headers)).statusCode).toBe(200);
    }
  });
});

describe("who may change rooms", () => {
  it("refuses staff without MANAGE_BOOKINGS with 403, and changes nothing", async () => {
    const staff = await frontDesk(api);
    const clerk = await signedInUser(api, { domain: staff, permissions: [Permission.MANAGE_SUITES] });
    const asClerk = { ...staff, headers: clerk.headers };
    expectRefusal(await clean(asClerk, "dirty"), 403, AccessMessage.forbidden);
    expectRefusal(await block(asClerk, { From: dayIn(1), To: dayIn(2) }), 403, AccessMessage.forbidden);
    const blocked = await block(staff, { From: dayIn(1), To: dayIn(2) });
    expectRefusal(await unblock(asClerk, blocked.json().Id), 403, AccessMessage.forbidden);
    expectRefusal(
      await reserve(staff, midnightOf(dayIn(1)), midnightOf(dayIn(2))),
      409,
      BookingMessage.taken("A5", utc(dayIn(2), "12:00"), "UTC"),
    );
  });
});
