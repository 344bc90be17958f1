import { calls, FolioMessage, Permission } from "@concierge/contract";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { folioOf, postPayment } from "../../../test/cashier-postings.js";
import { createUser, type signedInUser, signIn } from "../../../test/factories.js";
import { DAY, frontDesk, inDays, storedStay } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { auditEntries, bookings, folioEntries, folios } from "../../db/schema/index.js";

let api: Api;
let staff: Awaited<ReturnType<typeof frontDesk>>;
let manager: Awaited<ReturnType<typeof signedInUser>>;
let rooms = 0;

beforeAll(async () => {
  api = await startApi();
  staff = await frontDesk(api, ["A1", "A2", "A3", "A4", "A5", "A6", "A7"]);
  const user = await createUser(api.db, {
    domain: staff,
    permissions: [Permission.MANAGE_BOOKINGS, Permission.CHECKOUT_WITH_BALANCE],
  });
  manager = { ...user, ...(await signIn(api, user)) };
});
afterAll(() => api.close());

/** A guest in house since yesterday, leaving tomorrow, at 84.00 a night: last night is unpaid. */
async function stayingSinceYesterday() {
  rooms += 1;
  const firstName = `Guest${rooms}`;
  await storedStay(api, staff, { code: `A${rooms}` }, new Date(Date.now() - DAY), new Date(inDays(1)), null, {
    rate: 8400,
    firstName,
  });
  const [row] = await api.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.domainId, staff.domainId), eq(bookings.firstName, firstName)));
  return row?.id ?? "";
}

const checkOut = (bookingId: string, body?: object, headers = staff.headers) =>
  api.call(calls.bookings.checkOut, { params: { domainId: staff.domainId, bookingId }, body }, headers);

const statusOf = async (id: string) =>
  (await api.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.status;

const entriesOf = async (bookingId: string) =>
  api.db
    .select({ kind: folioEntries.kind, item: folioEntries.item, amount: folioEntries.amount })
    .from(folioEntries)
    .where(eq(folioEntries.bookingId, bookingId));

describe("check-out with money owed", () => {
  it("refuses while the folios do not balance, counting the nights ended but not charged, and changes nothing", async () => {
    const id = await stayingSinceYesterday();
    const response = await checkOut(id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "balance_due", message: "84.00 USD is due" });
    expect(await statusOf(id)).toBe("in-house");
    expect(await entriesOf(id)).toEqual([]);
    expect((await folioOf(api, staff.domainId, id)).balance).toBe(0);
  });

  it("checks out once paid, the ended night charged once to folio 1, not again on a second try", async () => {
    const id = await stayingSinceYesterday();
    expect((await checkOut(id)).statusCode).toBe(409);
    await postPayment(api, staff, id, 8400);
    const done = await checkOut(id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().Status).toBe("checked-out");
    expect((await checkOut(id)).statusCode).toBe(409);
    const entries = await entriesOf(id);
    expect(entries.filter((entry) => entry.kind === "charge")).toEqual([
      { kind: "charge", item: "room", amount: 8400 },
    ]);
    expect((await folioOf(api, staff.domainId, id)).balance).toBe(0);
  });

  it("refuses while more was paid than charged: the credit is to refund, not due", async () => {
    const id = await stayingSinceYesterday();
    await postPayment(api, staff, id, 10_400);
    const response = await checkOut(id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "balance_due",
      message: FolioMessage.creditLeft("20.00 USD"),
      values: { credit: 20, currency: "USD" },
    });
    expect(await statusOf(id)).toBe("in-house");
  });

  it("counts every folio of the booking: a payment on folio 2 settles a night charged to folio 1", async () => {
    const id = await stayingSinceYesterday();
    const [first] = await api.db.select().from(folios).where(eq(folios.bookingId, id));
    if (!first) throw new Error("no folio 1");
    const { domainId, branchId, bookingId, currency } = first;
    await api.db.insert(folios).values({ domainId, branchId, bookingId, currency, number: 2 });
    await postPayment(api, staff, id, 8400, { folio: 2 });
    expect((await checkOut(id)).statusCode).toBe(200);
  });

  it("refuses Force to staff without CHECKOUT_WITH_BALANCE (403) and Force without a reason (400)", async () => {
    const id = await stayingSinceYesterday();
    const forbidden = await checkOut(id, { Force: true, Reason: "company pays" });
    expect(forbidden.statusCode).toBe(403);
    const unexplained = await checkOut(id, { Force: true }, manager.headers);
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().message).toBe(FolioMessage.forceReason);
    expect(await statusOf(id)).toBe("in-house");
  });

  it("checks out owing with Force and a reason, the reason kept in the audit trail", async () => {
    const id = await stayingSinceYesterday();
    const forced = await checkOut(id, { Force: true, Reason: "company pays by transfer" }, manager.headers);
    expect(forced.statusCode, forced.body).toBe(200);
    expect((await folioOf(api, staff.domainId, id)).balance).toBe(8400);
    const [entry] = await api.db
      .select({ action: auditEntries.action, changes: auditEntries.changes })
      .from(auditEntries)
      .where(eq(auditEntries.entityId, id))
      .orderBy(desc(auditEntries.at));
    expect(entry?.action).toBe("checkout");
    expect(entry?.changes).toMatchObject({ Reason: [null, "company pays by transfer"], Force: [null, true] });
  });

  it("refuses when folio 1 is closed while an ended night is still to charge (folio_closed)", async () => {
    const id = await stayingSinceYesterday();
    await api.db.update(folios).set({ status: "closed" }).where(eq(folios.bookingId, id));
    const response = await checkOut(id, { Force: true, Reason: "no matter" }, manager.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("folio_closed");
    expect(await statusOf(id)).toBe("in-house");
  });
});
