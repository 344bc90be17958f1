import {
  type Booking,
  BookingMessage,
  type Call,
  calls,
  REGISTRATION_FIELDS,
  type RegistrationField,
  registrationNamesOf,
} from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingsOf, DAY, frontDesk, inDays, inZone, walkIn } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Staff = Awaited<ReturnType<typeof frontDesk>>;

const reserve = (staff: Staff, arrival: string, change: object = {}) =>
  api.call(
    calls.bookings.reserve,
    { body: { ...walkIn(staff), CheckinDate: arrival, ...change } },
    staff.headers,
  );
const act = (call: Call, staff: Staff, bookingId: string) =>
  api.call(call, { params: { domainId: staff.domainId, bookingId } }, staff.headers);
const checkIn = (staff: Staff, id: string) => act(calls.bookings.checkIn, staff, id);
const noShow = (staff: Staff, id: string) => act(calls.bookings.noShow, staff, id);
const checkOut = (staff: Staff, id: string) => act(calls.bookings.checkOut, staff, id);
const cancel = (staff: Staff, id: string) => act(calls.bookings.cancel, staff, id);
const walkInTo = (staff: Staff, change: object = {}) =>
  api.call(calls.bookings.create, { body: walkIn(staff, change) }, staff.headers);
const listed = (staff: Staff) => bookingsOf(api, staff);

async function reserved(staff: Staff, arrival: string, change: object = {}): Promise<Booking> {
  const response = await reserve(staff, arrival, change);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The instant the next day begins in `timeZone` (zones without daylight saving), and that day. */
function nextMidnight(timeZone: string) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());
  const offset = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(new Date())
    .find((part) => part.type === "timeZoneName")
    ?.value.replace("GMT", "");
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
  return { at: new Date(Date.parse(`${tomorrow}T00:00:00${offset || "Z"}`)), day: tomorrow };
}

describe("taking a reservation", () => {
  it("holds the room from the planned arrival, reserved and not checked in", async () => {
    const staff = await frontDesk(api);
    const arrival = inDays(2);
    const booking = await reserved(staff, arrival, { CheckoutDate: inDays(4) });
    expect(booking).toMatchObject({
      Status: "reserved",
      CheckedIn: false,
      CheckedOut: false,
      CheckinDate: arrival,
      Rate: 120,
    });
    // A walk-in until after the arrival overlaps it; one leaving before, and a stay from its end, do not.
    expectRefusal(
      await walkInTo(staff, { CheckoutDate: inDays(3) }),
      409,
      BookingMessage.taken("A5", new Date(booking.CheckoutDate), "UTC"),
    );
    expect((await walkInTo(staff, { CheckoutDate: inDays(1) })).statusCode).toBe(201);
    expect((await reserve(staff, booking.CheckoutDate, { CheckoutDate: inDays(5) })).statusCode).toBe(201);
    expect((await listed(staff)).Count).toBe(3);
  });

  it.each([
    ["no arrival", { CheckinDate: undefined }, BookingMessage.checkinDate],
    ["an arrival that is no date", { CheckinDate: "tomorrow" }, BookingMessage.checkinDateFormat],
    [
      "an arrival an hour ago",
      { CheckinDate: new Date(Date.now() - 3_600_000).toISOString() },
      BookingMessage.checkinPast,
    ],
    [
      "a departure before the arrival",
      { CheckinDate: inDays(3), CheckoutDate: inDays(2) },
      BookingMessage.checkoutAfterCheckin,
    ],
  ])("answers 400 for %s, and stores nothing", async (_case, change, message) => {
    const staff = await frontDesk(api);
    const response = await api.call(
      calls.bookings.reserve,
      { body: { ...walkIn(staff), ...change } },
      staff.headers,
    );
    expectRefusal(response, 400, message);
    expect((await listed(staff)).Count).toBe(0);
  });

  it("lets exactly one of 50 concurrent reservations of one room and night win", async () => {
    const staff = await frontDesk(api);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => reserve(staff, inDays(3), { CheckoutDate: inDays(4) })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect((await listed(staff)).Count).toBe(1);
  });
});

describe("the arrival day", () => {
  it("checks a reservation in from its arrival day on, and not before", async () => {
    const staff = await frontDesk(api);
    const later = await reserved(staff, inDays(3), { CheckoutDate: inDays(5) });
    const day = later.CheckinDate.slice(0, 10);
    expectRefusal(await checkIn(staff, later.Id), 409, BookingMessage.notYetArrived(day));
    expectRefusal(await noShow(staff, later.Id), 409, BookingMessage.notYetArrived(day));

    const today = await reserved(staff, new Date().toISOString(), { SuiteCode: "A6" });
    const arrived = await checkIn(staff, today.Id);
    expect(arrived.statusCode).toBe(200);
    expect(arrived.json()).toMatchObject({ Id: today.Id, Status: "in-house", CheckedIn: true });
    expectRefusal(await checkIn(staff, today.Id), 409, BookingMessage.notReserved("in-house"));
    expect((await checkOut(staff, today.Id)).json()).toMatchObject({
      Status: "checked-out",
      CheckedOut: true,
    });
    expectRefusal(await checkOut(staff, later.Id), 409, BookingMessage.notInHouse("reserved"));
  });

  it.each([["Pacific/Kiritimati"], ["Pacific/Pago_Pago"]])(
    "is the branch's own in %s: a reservation from its next midnight arrives tomorrow, one just before arrives today",
    async (timeZone) => {
      const staff = await frontDesk(api);
      await inZone(api, staff, timeZone);
      const midnight = nextMidnight(timeZone);
      const tomorrow = await reserved(staff, midnight.at.toISOString(), {
        CheckoutDate: new Date(midnight.at.getTime() + DAY).toISOString(),
      });
      expectRefusal(await checkIn(staff, tomorrow.Id), 409, BookingMessage.notYetArrived(midnight.day));
      const tonight = await reserved(staff, new Date(midnight.at.getTime() - 1).toISOString(), {
        SuiteCode: "A6",
        CheckoutDate: new Date(midnight.at.getTime() + DAY).toISOString(),
      });
      const arrived = await checkIn(staff, tonight.Id);
      expect(arrived.statusCode).toBe(200);
      // Checked in earlier than planned: the stay starts now.
      expect(Date.parse(arrived.json().CheckinDate)).toBeLessThanOrEqual(Date.now());
    },
  );

  it("marks a no-show on its arrival day, which frees the room for a walk-in", async () => {
    const staff = await frontDesk(api);
    const booking = await reserved(staff, new Date().toISOString());
    expectRefusal(
      await walkInTo(staff),
      409,
      BookingMessage.taken("A5", new Date(booking.CheckoutDate), "UTC"),
    );
    const missed = await noShow(staff, booking.Id);
    expect(missed.json()).toMatchObject({ Status: "no-show", CheckedIn: false });
    expect((await walkInTo(staff)).statusCode).toBe(201);
    expectRefusal(await checkIn(staff, booking.Id), 409, BookingMessage.notReserved("no-show"));
    expectRefusal(await cancel(staff, booking.Id), 409, BookingMessage.notCancellable("no-show"));
    expect((await listed(staff)).Bookings.map((listedBooking) => listedBooking.Status).sort()).toEqual([
      "in-house",
      "no-show",
    ]);
  });

  it("cancels a reservation: it frees the room and leaves the list", async () => {
    const staff = await frontDesk(api);
    const booking = await reserved(staff, inDays(1), { CheckoutDate: inDays(2) });
    expect((await cancel(staff, booking.Id)).statusCode).toBe(204);
    expect((await reserve(staff, inDays(1), { CheckoutDate: inDays(2) })).statusCode).toBe(201);
    expect((await listed(staff)).Bookings).toHaveLength(1);
  });
});

describe("a reservation taken without the guest's ID", () => {
  const registration = { OtherName: "", GuestId: "", GuestIdType: "", GuestIdUrl: "" };

  it("needs only the title, names and a phone or an email, stored with the rest empty", async () => {
    const staff = await frontDesk(api);
    const { OtherName, GuestId, GuestIdType, GuestIdUrl, Email, ...named } = walkIn(staff);
    const body = { ...named, CheckinDate: inDays(1), CheckoutDate: inDays(2) };
    const byPhone = (await api.call(calls.bookings.reserve, { body }, staff.headers)).json();
    expect(byPhone).toMatchObject({ ...registration, Email: "", Phone: "08012345678" });
    const byEmail = await reserved(staff, inDays(1), {
      ...registration,
      SuiteCode: "A6",
      Phone: " ",
      CheckoutDate: inDays(2),
    });
    expect(byEmail).toMatchObject({ ...registration, Phone: "", Email: "ada@example.com" });
    expect((await listed(staff)).Count).toBe(2);
  });

  it("answers neither phone nor email with 400, and stores nothing", async () => {
    const staff = await frontDesk(api);
    expectRefusal(
      await reserve(staff, inDays(1), { Phone: "", Email: " " }),
      400,
      BookingMessage.phoneOrEmail,
    );
    expect((await listed(staff)).Count).toBe(0);
  });

  it("is checked in once an edit supplies the missing fields: 409 naming them until then", async () => {
    const staff = await frontDesk(api);
    const booking = await reserved(staff, new Date().toISOString(), {
      ...registration,
      GuestIdType: "Passport",
    });
    const lacking = async (text: string, fields: RegistrationField[]) => {
      const refused = await checkIn(staff, booking.Id);
      const message = `to check in, the guest's ${text}`;
      const values = { fields: registrationNamesOf(fields), count: fields.length };
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 409,
        body: {
          error: message,
          message,
          code: "registration_incomplete",
          fields,
          refusal: "bookings.registrationIncomplete",
          values,
        },
      });
    };
    await lacking("otherName, guestId and guestIdURL are required", ["OtherName", "GuestId", "GuestIdUrl"]);
    expect((await listed(staff)).Bookings).toEqual([booking]);

    const edit = (change: object) =>
      api.call(
        calls.bookings.update,
        {
          body: {
            ...walkIn(staff),
            ...registration,
            Id: booking.Id,
            CheckoutDate: booking.CheckoutDate,
            ...change,
          },
        },
        staff.headers,
      );
    // A reservation's edit may still leave them out.
    expect((await edit({ FirstName: "Bola" })).json()).toMatchObject({ FirstName: "Bola", GuestId: "" });
    await lacking("otherName, guestId, guestIdType and guestIdURL are required", [...REGISTRATION_FIELDS]);
    expect((await edit({ OtherName: "Ngozi", GuestId: "A1", GuestIdType: "Passport" })).statusCode).toBe(200);
    await lacking("guestIdURL is required", ["GuestIdUrl"]);
    const full = {
      OtherName: "Ngozi",
      GuestId: "A1",
      GuestIdType: "Passport",
      GuestIdUrl: "/images/a/id.png",
    };
    expect((await edit(full)).statusCode).toBe(200);
    const arrived = await checkIn(staff, booking.Id);
    expect(arrived.json()).toMatchObject({ ...full, Status: "in-house" });
    // In house, the edit needs them again.
    expectRefusal(await edit({ ...full, GuestId: "" }), 400, BookingMessage.guestId);
  });
});
