import { randomUUID } from "node:crypto";
import {
  type Booking,
  calls,
  type DayClosed,
  DayMessage,
  type DayStatus,
  dayIn,
  type Folio,
  IDEMPOTENCY_HEADER,
  Permission,
} from "@concierge/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { type Desk, send, stayWithFolio } from "../../../test/folio-desk.js";
import { addSuite, DAY, HOUR, storedStay } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { auditEntries, branches, folioEntries } from "../../db/schema/index.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});

afterAll(async () => {
  await api?.close();
});

const today = () => dayIn(new Date(), "UTC");
const tomorrow = () => dayIn(new Date(Date.now() + DAY), "UTC");

/** Staff who run the desk and close its day, in a domain of their own (its branch in UTC). */
const nightManager = (permissions: string[] = [Permission.CLOSE_DAY]) =>
  signedInUser(api, {
    permissions: [
      Permission.MANAGE_BOOKINGS,
      Permission.MANAGE_SUITES,
      Permission.MANAGE_FOLIOS,
      ...permissions,
    ],
  });

const close = (staff: Desk, BusinessDate: string, headers = staff.headers) =>
  api.call(
    calls.day.close,
    { params: { domainId: staff.domainId, branchId: staff.branchId }, body: { BusinessDate } },
    { ...headers, [IDEMPOTENCY_HEADER]: randomUUID() },
  );

const status = async (staff: Desk) => {
  const response = await api.call(
    calls.day.status,
    { params: { domainId: staff.domainId, branchId: staff.branchId } },
    staff.headers,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DayStatus;
};

const folioOf = async (staff: Desk, booking: Booking) =>
  (
    await api.call(
      calls.folios.bookingFolio,
      { params: { domainId: staff.domainId, bookingId: booking.Id } },
      staff.headers,
    )
  ).json() as Folio;

const roomCharges = (folio: Folio) =>
  folio.Entries.filter((entry) => entry.Item === "room" && entry.Kind === "charge");

/** Sets the branch's business date, as a branch that missed closes has it. */
const setBusinessDate = (staff: Desk, date: string) =>
  api.db
    .update(branches)
    .set({ businessDate: date })
    .where(and(eq(branches.domainId, staff.domainId), eq(branches.id, staff.branchId)));

/** A reservation due today not checked in, stored as made earlier. */
async function dueToday(staff: Desk) {
  const code = `N${randomUUID().slice(0, 5)}`;
  await addSuite(api, staff, staff.branchId, [code]);
  await storedStay(api, staff, { code }, new Date(Date.now() - HOUR), new Date(Date.now() + 2 * DAY), null, {
    status: "reserved",
    firstName: "Late",
  });
}

describe("closing the business day", () => {
  it("charges each night in house once, writes the report and opens the next day", async () => {
    const staff = await nightManager();
    const { booking } = await stayWithFolio(api, staff);
    expect(await status(staff)).toMatchObject({ BusinessDate: today(), InHouse: 1 });

    const closed = await close(staff, today());
    expect(closed.statusCode, closed.body).toBe(200);
    const answer = closed.json() as DayClosed;
    expect(answer.BusinessDate).toBe(tomorrow());
    expect(answer.Report).toMatchObject({
      Date: today(),
      RoomsSold: 1,
      RoomsAvailable: 1,
      RoomRevenue: 120,
      Adr: 120,
      RevPar: 120,
      Occupancy: 100,
      Revenue: [{ Item: "room", Name: "Room", Amount: 120, Net: 120, Tax: 0 }],
      Arrivals: 1,
      NoShows: 0,
    });
    const charges = roomCharges(await folioOf(staff, booking));
    expect(charges).toEqual([
      expect.objectContaining({ ServiceDate: today(), BusinessDate: today(), Amount: 120 }),
    ]);
    expect((await status(staff)).BusinessDate).toBe(tomorrow());
    const forecast = await api.call(
      calls.day.forecast,
      { params: { domainId: staff.domainId, branchId: staff.branchId }, query: { days: 1 } },
      staff.headers,
    );
    expect(forecast.json()).toMatchObject({
      PickupSince: today(),
      Nights: [{ Night: tomorrow(), Rooms: 1, Pickup: 0 }],
    });

    // The day is closed: a payment now is posted on the next one.
    const paid = await send(api, staff, calls.folios.payment, (await folioOf(staff, booking)).Id, {
      body: { Amount: 50, Method: "cash" },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const payment = (paid.json() as Folio).Entries.find((entry) => entry.Kind === "payment");
    expect(payment?.BusinessDate).toBe(tomorrow());
  });

  it("posts nothing twice when the same day is closed again", async () => {
    const staff = await nightManager();
    const { booking } = await stayWithFolio(api, staff);
    expect((await close(staff, today())).statusCode).toBe(200);
    await setBusinessDate(staff, today());

    const again = await close(staff, today());
    expect(again.statusCode, again.body).toBe(200);
    const folio = await folioOf(staff, booking);
    expect(roomCharges(folio)).toHaveLength(1);
    expect(folio.Balance).toBe(120);
    expect((again.json() as DayClosed).Report.RoomsSold).toBe(1);
  });

  it("refuses a day that is not the business date, or has not begun, and changes nothing", async () => {
    const staff = await nightManager();
    await stayWithFolio(api, staff);
    expectRefusal(await close(staff, tomorrow()), 409, DayMessage.notBusinessDate(tomorrow(), today()));

    await setBusinessDate(staff, tomorrow());
    expectRefusal(await close(staff, tomorrow()), 409, DayMessage.notYet(tomorrow(), today()));
    const entries = await api.db.select().from(folioEntries).where(eq(folioEntries.domainId, staff.domainId));
    expect(entries).toEqual([]);
  });

  it("answers 400 for a BusinessDate that is no date", async () => {
    const staff = await nightManager();
    expectRefusal(await close(staff, "2026-02-30"), 400, DayMessage.businessDate);
  });

  it("waits for the arrivals due, naming them, unless the branch marks them no-show", async () => {
    const staff = await nightManager([Permission.CLOSE_DAY, Permission.VIEW_AUDIT]);
    await dueToday(staff);
    const [arrival] = (await status(staff)).Arrivals;
    expect(arrival).toMatchObject({ Guest: "Late Guest" });

    const refused = await close(staff, today());
    expectRefusal(refused, 409, DayMessage.arrivalsPending(1, today()));
    expect(refused.json()).toMatchObject({
      code: "arrivals_pending",
      values: { bookings: [arrival?.BookingId] },
    });
    expect((await status(staff)).BusinessDate).toBe(today());

    await api.db
      .update(branches)
      .set({ autoNoShow: true })
      .where(and(eq(branches.domainId, staff.domainId), eq(branches.id, staff.branchId)));
    const closed = await close(staff, today());
    expect(closed.statusCode, closed.body).toBe(200);
    expect((closed.json() as DayClosed).Report.NoShows).toBe(1);
    expect((await status(staff)).Arrivals).toEqual([]);
    const trail = await api.db
      .select({ action: auditEntries.action, entity: auditEntries.entity, actorName: auditEntries.actorName })
      .from(auditEntries)
      .where(eq(auditEntries.domainId, staff.domainId));
    expect(trail).toEqual(
      expect.arrayContaining([
        { action: "noshow", entity: "booking", actorName: staff.username },
        { action: "close-day", entity: "branch", actorName: staff.username },
      ]),
    );
  });

  it("lists the stays due out still in house with what they owe", async () => {
    const staff = await nightManager();
    const code = `D${randomUUID().slice(0, 5)}`;
    await addSuite(api, staff, staff.branchId, [code]);
    await storedStay(
      api,
      staff,
      { code },
      new Date(Date.now() - 2 * DAY),
      new Date(Date.now() - HOUR),
      null,
      {
        rate: 9000,
        firstName: "Overstay",
      },
    );
    const { Departures } = await status(staff);
    expect(Departures).toEqual([
      expect.objectContaining({ Guest: "Overstay Guest", SuiteCode: code, Balance: 0 }),
    ]);
  });

  it("is refused to staff without CLOSE_DAY (403), and the status too", async () => {
    const staff = await nightManager([]);
    expect((await close(staff, today())).statusCode).toBe(403);
    const read = await api.call(
      calls.day.status,
      { params: { domainId: staff.domainId, branchId: staff.branchId } },
      staff.headers,
    );
    expect(read.statusCode).toBe(403);
  });
});
