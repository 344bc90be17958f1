import { type Booking, calls } from "@concierge/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frontDesk, walkIn } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { folioEntries, folios } from "../../db/schema/index.js";
import { sqlState } from "../../lib/db-errors.js";
import { lockFolio, post } from "./ledger.js";
import { chargeNights, unpostedNights } from "./room-nights.js";

let api: Api;
let staff: Awaited<ReturnType<typeof frontDesk>>;
let booking: Booking;

beforeAll(async () => {
  api = await startApi();
  staff = await frontDesk(api);
  const made = await api.call(calls.bookings.create, { body: walkIn(staff) }, staff.headers);
  booking = made.json();
});
afterAll(() => api.close());

const actor = () => ({
  userId: staff.userId,
  domainId: staff.domainId,
  branchId: staff.branchId,
  username: "ledger-test",
  permissions: [],
});

/** A payment of 50.00 posted as the API posts, answering its entry's id. */
async function paid() {
  return api.db.transaction(async (tx) => {
    const [folio] = await tx
      .select({ id: folios.id })
      .from(folios)
      .where(and(eq(folios.domainId, staff.domainId), eq(folios.bookingId, booking.Id)));
    const locked = await lockFolio(tx, staff.domainId, folio?.id ?? "");
    const line = { Amount: -5000, Net: -5000, Tax: 0, Taxes: [] };
    const [id] = await post(tx, actor(), locked, [{ kind: "payment", line, method: "cash" }]);
    return id ?? "";
  });
}

const change = (id: string) => sql`update folio_entries set amount = 0, net = 0 where id = ${id}`;
const remove = (id: string) => sql`delete from folio_entries where id = ${id}`;
const entry = async (id: string) =>
  (await api.db.select().from(folioEntries).where(eq(folioEntries.id, id)))[0];

const refusedState = (statement: Promise<unknown>) =>
  statement.then(
    () => "done",
    (error: unknown) => sqlState(error),
  );

describe("the ledger", () => {
  it("gives each booking its folio, number 1, open, in the domain's currency", async () => {
    const rows = await api.db.select().from(folios).where(eq(folios.bookingId, booking.Id));
    expect(rows).toMatchObject([{ number: 1, status: "open", currency: "USD", balance: 0 }]);
  });

  it("moves the folio's balance by what it posts", async () => {
    await paid();
    const [folio] = await api.db.select().from(folios).where(eq(folios.bookingId, booking.Id));
    const entries = await api.db
      .select()
      .from(folioEntries)
      .where(eq(folioEntries.folioId, folio?.id ?? ""));
    expect(folio?.balance).toBe(entries.reduce((sum, entry) => sum + entry.amount, 0));
  });

  it("refuses any UPDATE or DELETE of an entry by a trigger, even sent straight to the database by its owner", async () => {
    const id = await paid();
    for (const statement of [change(id), remove(id)]) {
      const failure = await api.db.execute(statement).then(
        () => "done",
        (error: unknown) => String((error as { cause?: Error }).cause?.message ?? error),
      );
      expect(failure).toMatch(/folio_entries is append-only/);
    }
    expect((await entry(id))?.amount).toBe(-5000);
  });

  it("refuses an entry whose net and tax do not add up to its amount", async () => {
    const broken = api.db.transaction(async (tx) => {
      const [folio] = await tx.select().from(folios).where(eq(folios.bookingId, booking.Id));
      const locked = await lockFolio(tx, staff.domainId, folio?.id ?? "");
      const line = { Amount: 1000, Net: 900, Tax: 50, Taxes: [] };
      await post(tx, actor(), locked, [{ kind: "charge", item: "room", line }]);
    });
    expect(await refusedState(broken)).toBe("23514");
  });

  it("charges each night of the stay once, at its price: a second charge of a night is refused", async () => {
    const nights = await unpostedNights(api.db, staff.domainId, booking.Id);
    expect(nights.map(({ night, price }) => ({ Night: night, Price: price / 100 }))).toEqual(booking.Nights);
    const chargeAll = () =>
      api.db.transaction(async (tx) => {
        const [folio] = await tx.select().from(folios).where(eq(folios.bookingId, booking.Id));
        await chargeNights(tx, actor(), await lockFolio(tx, staff.domainId, folio?.id ?? ""), nights);
      });
    await chargeAll();
    expect(await unpostedNights(api.db, staff.domainId, booking.Id)).toEqual([]);
    expect(await refusedState(chargeAll())).toBe("23505");
  });
});
