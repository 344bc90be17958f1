import { type Booking, BookingMessage, calls, RoomMessage } from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingsOf, DAY, frontDesk, walkIn } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Staff = Awaited<ReturnType<typeof frontDesk>>;

const STAY_TEXT = "a stay may last at most 365 nights";
const BLOCK_TEXT = "an out-of-order block may last at most 365 nights";

const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
/** An arrival tomorrow at 14:00 UTC and a departure `nights` later at 11:00 (the branch is in UTC). */
const arrival = () => `${day(1)}T14:00:00.000Z`;
const departure = (nights: number, from = 1) =>
  new Date(Date.parse(`${day(from)}T11:00:00.000Z`) + nights * DAY).toISOString();

/** Each write that makes or changes a stay or a block, sending one of `nights` nights. */
const writes: [string, (staff: Staff, nights: number, stay: Booking) => ReturnType<Api["call"]>][] = [
  [
    "a walk-in",
    (staff, nights) =>
      api.call(
        calls.bookings.create,
        { body: walkIn(staff, { CheckoutDate: departure(nights, 0) }) },
        staff.headers,
      ),
  ],
  [
    "a reservation",
    (staff, nights) =>
      api.call(
        calls.bookings.reserve,
        { body: { ...walkIn(staff), CheckinDate: arrival(), CheckoutDate: departure(nights) } },
        staff.headers,
      ),
  ],
  [
    "an edit",
    (staff, nights, stay) =>
      api.call(
        calls.bookings.update,
        { body: { ...walkIn(staff), SuiteCode: "A6", Id: stay.Id, CheckoutDate: departure(nights) } },
        staff.headers,
      ),
  ],
  [
    "a move",
    (staff, nights, stay) =>
      api.call(
        calls.bookings.move,
        {
          params: { domainId: staff.domainId, bookingId: stay.Id },
          body: { CheckoutDate: departure(nights) },
        },
        staff.headers,
      ),
  ],
  [
    "an out-of-order block",
    (staff, nights) =>
      api.call(
        calls.rooms.block,
        {
          params: { domainId: staff.domainId, branchId: staff.branchId, code: "A5" },
          body: { From: day(1), To: day(1 + nights), Reason: "Rebuilt" },
        },
        staff.headers,
      ),
  ],
];

describe.each(writes)("%s", (kind, write) => {
  let staff: Staff;
  let stay: Booking;
  let before: Awaited<ReturnType<typeof bookingsOf>>;

  beforeAll(async () => {
    staff = await frontDesk(api);
    const reserved = await api.call(
      calls.bookings.reserve,
      { body: { ...walkIn(staff, { SuiteCode: "A6" }), CheckinDate: arrival(), CheckoutDate: departure(2) } },
      staff.headers,
    );
    stay = reserved.json();
    before = await bookingsOf(api, staff);
  });

  const text = kind === "an out-of-order block" ? BLOCK_TEXT : STAY_TEXT;

  it.each([
    ["400 nights", 400],
    ["200 years", 200 * 365],
  ])("of %s is refused with 400, and nothing changes", async (_case, nights) => {
    expectRefusal(await write(staff, nights, stay), 400, text);
    expect(await bookingsOf(api, staff)).toEqual(before);
  });

  it("of 365 nights is taken", async () => {
    expect((await write(staff, 365, stay)).statusCode).toBeLessThan(300);
  });
});

it("says the rule's words", () => {
  expect([BookingMessage.tooLong(365), RoomMessage.tooLong(365)]).toEqual([STAY_TEXT, BLOCK_TEXT]);
});
