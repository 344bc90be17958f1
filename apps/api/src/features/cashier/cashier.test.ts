import { addDays, type Booking, calls, dayIn, FolioMessage, Permission } from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postPayment } from "../../../test/cashier-postings.js";
import { createUser, signedInUser, signIn } from "../../../test/factories.js";
import { addSuite, walkIn } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";

let api: Api;
let staff: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
let booking: Booking;
const today = dayIn(new Date(), "UTC");

beforeAll(async () => {
  api = await startApi();
  staff = await signedInUser(api, {
    permissions: [
      Permission.MANAGE_BOOKINGS,
      Permission.MANAGE_SUITES,
      Permission.MANAGE_FOLIOS,
      Permission.CHECKOUT_WITH_BALANCE,
    ],
  });
  await addSuite(api, staff, staff.branchId, ["A5", "A6", "A7"]);
  const user = await createUser(api.db, { domain: staff, permissions: [Permission.CORRECT_FOLIOS] });
  other = { ...user, ...(await signIn(api, user)) };
  booking = (await api.call(calls.bookings.create, { body: walkIn(staff) }, staff.headers)).json();
  const paid = await postPayment(api, staff, booking.Id, 5000, { reference: "receipt 1" });
  await postPayment(api, staff, booking.Id, 3000, { method: "card" });
  await postPayment(api, other, booking.Id, 2000);
  await postPayment(api, other, booking.Id, 1000, { refunds: paid });
});
afterAll(() => api.close());

const params = () => ({ domainId: staff.domainId, branchId: staff.branchId });
const day = (query: Record<string, unknown> = {}, headers = staff.headers, extra = {}) =>
  api.call(calls.cashier.cashierDay, { params: params(), query }, headers, extra);

describe("the cashier's day", () => {
  it("sums the branch's payments and refunds of its business day by method and by user, with the entries", async () => {
    const response = await day();
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ Date: today, Currency: "USD", Total: 90 });
    expect(answer.Methods).toEqual([
      { Method: "cash", Amount: 60, Count: 3 },
      { Method: "card", Amount: 30, Count: 1 },
    ]);
    expect(answer.Users).toEqual([
      { UserId: staff.userId, UserName: staff.username, Method: "cash", Amount: 50, Count: 1 },
      { UserId: staff.userId, UserName: staff.username, Method: "card", Amount: 30, Count: 1 },
      { UserId: other.userId, UserName: other.username, Method: "cash", Amount: 10, Count: 2 },
    ]);
    expect(
      answer.Entries.map(({ Kind, Amount }: { Kind: string; Amount: number }) => [Kind, Amount]),
    ).toEqual([
      ["payment", 50],
      ["payment", 30],
      ["payment", 20],
      ["refund", -10],
    ]);
    expect(answer.Entries[0]).toMatchObject({
      BookingId: booking.Id,
      Guest: `${booking.FirstName} ${booking.LastName}`,
      SuiteCode: "A5",
      Reference: "receipt 1",
      PostedBy: staff.username,
    });
  });

  it("answers another day's, empty when nothing was taken", async () => {
    const response = await day({ date: addDays(today, -1) });
    expect(response.json()).toMatchObject({ Total: 0, Methods: [], Users: [], Entries: [] });
  });

  it("exports the day's entries as CSV", async () => {
    const response = await day({}, staff.headers, { headers: { ...staff.headers, accept: "text/csv" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = response.body.split("\r\n").slice(0, -1);
    expect(lines[0]).toBe(
      "\uFEFFPostedAt,Kind,Method,Amount,Reference,Reason,Guest,SuiteCode,PostedBy,BookingId,FolioId,Id",
    );
    expect(lines).toHaveLength(5);
    expect(lines[4]).toContain(`refund,cash,'-10,,returned,${booking.FirstName} ${booking.LastName},A5`);
  });

  it("refuses a date that is not one (400) and staff without MANAGE_FOLIOS (403)", async () => {
    const bad = await day({ date: "2026-02-30" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(FolioMessage.date);
    expect((await day({}, other.headers)).statusCode).toBe(403);
  });
});

describe("departures with a balance", () => {
  const unbalanced = (headers = staff.headers) =>
    api.call(calls.cashier.unbalanced, { params: params() }, headers);

  it("lists the checked-out stays whose folios do not balance, not those in house or settled", async () => {
    const owing = (
      await api.call(calls.bookings.create, { body: walkIn(staff, { SuiteCode: "A6" }) }, staff.headers)
    ).json();
    await postPayment(api, staff, owing.Id, 2500);
    const forced = await api.call(
      calls.bookings.checkOut,
      {
        params: { domainId: staff.domainId, bookingId: owing.Id },
        body: { Force: true, Reason: "deposit kept" },
      },
      staff.headers,
    );
    expect(forced.statusCode, forced.body).toBe(200);
    const settled = (
      await api.call(calls.bookings.create, { body: walkIn(staff, { SuiteCode: "A7" }) }, staff.headers)
    ).json();
    const left = await api.call(
      calls.bookings.checkOut,
      { params: { domainId: staff.domainId, bookingId: settled.Id } },
      staff.headers,
    );
    expect(left.statusCode).toBe(200);
    const response = await unbalanced(other.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().Folios).toEqual([
      {
        FolioId: expect.any(String),
        Number: 1,
        BookingId: owing.Id,
        Guest: `${owing.FirstName} ${owing.LastName}`,
        SuiteCode: "A6",
        CheckedOutAt: expect.any(String),
        Balance: -25,
        Currency: "USD",
      },
    ]);
  });

  it("refuses staff who neither post nor correct folios (403)", async () => {
    const user = await createUser(api.db, { domain: staff, permissions: [Permission.MANAGE_BOOKINGS] });
    const { headers } = await signIn(api, user);
    expect((await unbalanced(headers)).statusCode).toBe(403);
  });
});
