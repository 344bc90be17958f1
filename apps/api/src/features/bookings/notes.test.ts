import { BOOKING_NOTES_MAX, type Booking, BookingMessage, calls, guestOf } from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exported } from "../../../test/exports.js";
import { frontDesk, inDays, walkIn } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { auditorOf, trailOf } from "../../../test/trail.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Staff = Awaited<ReturnType<typeof frontDesk>>;

const LATE = "Late arrival, about 23:00\nAsks for a high floor";

async function reserved(staff: Staff, change: object = {}): Promise<Booking> {
  const body = { ...walkIn(staff), CheckinDate: inDays(0), CheckoutDate: inDays(1), ...change };
  const response = await api.call(calls.bookings.reserve, { body }, staff.headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const got = async (staff: Staff, bookingId: string): Promise<Booking> =>
  (
    await api.call(calls.bookings.get, { params: { domainId: staff.domainId, bookingId } }, staff.headers)
  ).json();
/** The booking sent back as it is, with `change`: what the console's edit sends. */
const edit = (staff: Staff, booking: Booking, change: object) => {
  const { Id, DomainId, BranchId, SuiteCode, CheckoutDate } = booking;
  const body = { Id, DomainId, BranchId, SuiteCode, CheckoutDate, ...guestOf(booking), ...change };
  return api.call(calls.bookings.update, { body }, staff.headers);
};

describe("a booking's notes", () => {
  it("are saved trimmed, answered by the booking, the list, the rack and today's arrivals, and empty when none was written", async () => {
    const staff = await frontDesk(api);
    const booking = await reserved(staff, { Notes: `  ${LATE}  ` });
    expect(booking.Notes).toBe(LATE);
    expect((await got(staff, booking.Id)).Notes).toBe(LATE);
    const walkedIn = await api.call(
      calls.bookings.create,
      { body: walkIn(staff, { SuiteCode: "A6" }) },
      staff.headers,
    );
    expect(walkedIn.json().Notes).toBe("");

    const list = await api.call(
      calls.bookings.list,
      { params: { domainId: staff.domainId, branchId: staff.branchId, page: 1, pageSize: 10 } },
      staff.headers,
    );
    expect(
      Object.fromEntries(list.json().Bookings.map((row: Booking) => [row.SuiteCode, row.Notes])),
    ).toEqual({
      A5: LATE,
      A6: "",
    });
    const rack = await api.call(
      calls.rooms.rack,
      { params: { domainId: staff.domainId, branchId: staff.branchId } },
      staff.headers,
    );
    expect(rack.json().Stays.find((stay: { BookingId: string }) => stay.BookingId === booking.Id).Notes).toBe(
      LATE,
    );
    const today = await api.call(
      calls.dashboard.figures,
      { params: { domainId: staff.domainId }, query: { branchId: staff.branchId } },
      staff.headers,
    );
    expect(today.json().Arrivals).toMatchObject([{ BookingId: booking.Id, Notes: LATE }]);
  });

  it("are edited by the booking's PUT, kept when it leaves them out, cleared when sent empty, and the trail records each change", async () => {
    const staff = await frontDesk(api);
    const booking = await reserved(staff, { Notes: "Late arrival" });

    const changed = await edit(staff, booking, { Notes: LATE });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().Notes).toBe(LATE);
    // A client that does not know the field (an older console) leaves the note as it is.
    const unnamed = await edit(staff, booking, { FirstName: "Adaeze" });
    expect(unnamed.json()).toMatchObject({ FirstName: "Adaeze", Notes: LATE });
    expect((await edit(staff, booking, { Notes: "   " })).json().Notes).toBe("");

    const auditor = await auditorOf(api, staff);
    const updates = (await trailOf(api, auditor, { entity: "booking", entityId: booking.Id }))
      .filter((entry) => entry.Action === "update")
      .map((entry) => entry.Changes.Notes);
    // Newest first; the edit that left the note out changed no note.
    expect(updates).toEqual([[LATE, ""], undefined, ["Late arrival", LATE]]);
  });

  it(`refuse more than ${BOOKING_NOTES_MAX} characters or a note that is not text, in words, and change nothing`, async () => {
    const staff = await frontDesk(api);
    const long = "n".repeat(BOOKING_NOTES_MAX + 1);
    expectRefusal(
      await api.call(
        calls.bookings.reserve,
        { body: { ...walkIn(staff), CheckinDate: inDays(0), Notes: long } },
        staff.headers,
      ),
      400,
      BookingMessage.notesMax,
    );
    expectRefusal(
      await api.call(calls.bookings.create, { body: walkIn(staff, { Notes: 7 }) }, staff.headers),
      400,
      BookingMessage.notes,
    );
    const booking = await reserved(staff, { Notes: "Late arrival" });
    expectRefusal(
      await edit(staff, booking, { Notes: long, FirstName: "Adaeze" }),
      400,
      BookingMessage.notesMax,
    );
    expect(await got(staff, booking.Id)).toEqual(booking);
    // The longest note is taken whole.
    const longest = "n".repeat(BOOKING_NOTES_MAX);
    expect((await edit(staff, booking, { Notes: ` ${longest} ` })).json().Notes).toBe(longest);
  });

  it("are an export's column, lines and commas kept", async () => {
    const staff = await frontDesk(api);
    await reserved(staff, { Notes: LATE });
    const { header, rows } = await exported(
      api,
      calls.bookings.list,
      { params: { domainId: staff.domainId, branchId: staff.branchId, page: 1, pageSize: 10 } },
      staff.headers,
    );
    expect(header.slice(-4)).toEqual(["ProfileId", "Notes", "RatePlanId", "Version"]);
    expect(rows[0]?.[header.indexOf("Notes")]).toBe(LATE);
  });
});
