import { randomUUID } from "node:crypto";
import { type Booking, calls, Permission, taxedLine } from "@concierge/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { addSuite, walkIn } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { folioOf, settled } from "../../../test/invoice-desk.js";
import { documentCounters, invoices } from "../../db/schema/index.js";

// Only on PostgreSQL: PGlite runs one transaction at a time, so issues never queue there.

let api: Api;
/** The recipient whose invoice row the test's trigger refuses: an issue failing after its number. */
const DOOMED = `doomed-${randomUUID()}`;
const trigger = `invoices_refuse_${DOOMED.slice(7, 15)}`;

beforeAll(async () => {
  api = await startApi();
  // Stands for whatever can fail once the number is taken (a constraint, the audit entry, a lost
  // connection): the invoice's insert, which comes after the counter's, raises for DOOMED only.
  await api.db.execute(
    sql.raw(`create function ${trigger}() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`),
  );
  await api.db.execute(
    sql.raw(`create trigger ${trigger} before insert on invoices for each row
      when (new.recipient = '${DOOMED}') execute function ${trigger}()`),
  );
});
afterAll(async () => {
  await api.db.execute(sql.raw(`drop trigger if exists ${trigger} on invoices`));
  await api.db.execute(sql.raw(`drop function if exists ${trigger}()`));
  await api.close();
});

const FOLIOS = 50;

describe("50 invoices issued at once on 50 folios of one branch, some failing", () => {
  it("numbers those issued 1..k, without a gap or a repeat", { timeout: 120_000 }, async () => {
    const staff = await signedInUser(api, {
      permissions: [Permission.MANAGE_BOOKINGS, Permission.MANAGE_SUITES, Permission.MANAGE_FOLIOS],
    });
    const rooms = Array.from({ length: FOLIOS }, (_, i) => `N${i + 1}`);
    await addSuite(api, staff, staff.branchId, rooms);
    const folioIds: string[] = [];
    for (const SuiteCode of rooms) {
      const made = await api.call(
        calls.bookings.create,
        { body: walkIn(staff, { SuiteCode }) },
        staff.headers,
      );
      expect(made.statusCode, made.body).toBe(201);
      const folio = await folioOf(api, staff.domainId, (made.json() as Booking).Id);
      // Every fifth folio is left owing: its issue fails before it takes a number.
      const owing = folioIds.length % 5 === 4;
      await settled(api, staff, folio.id, taxedLine(9_000, [{ Code: "VAT", Rate: 750 }], true), {
        pay: !owing,
      });
      folioIds.push(folio.id);
    }
    // Every third folio's invoice row is refused: its issue fails after it took a number.
    const doomed = (i: number) => i % 3 === 2;
    const answers = await Promise.all(
      folioIds.map((folioId, i) =>
        api.call(
          calls.invoices.issueInvoice,
          {
            params: { domainId: staff.domainId, folioId },
            body: doomed(i) ? { Recipient: DOOMED } : {},
          },
          staff.headers,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    const expected = folioIds.map((_, i) => (i % 5 === 4 ? 409 : doomed(i) ? 500 : 201));
    expect(statuses).toEqual(expected);

    const issued = await api.db
      .select({ seq: invoices.seq, number: invoices.number, year: invoices.year })
      .from(invoices)
      .where(and(eq(invoices.domainId, staff.domainId), eq(invoices.branchId, staff.branchId)))
      .orderBy(asc(invoices.seq));
    const k = expected.filter((status) => status === 201).length;
    expect(issued.map((invoice) => invoice.seq)).toEqual(Array.from({ length: k }, (_, i) => i + 1));
    expect(new Set(issued.map((invoice) => invoice.number)).size).toBe(k);
    const answered = answers
      .filter((answer) => answer.statusCode === 201)
      .map((answer) => answer.json().Number);
    expect(answered.sort()).toEqual(issued.map((invoice) => invoice.number).sort());
    const [counter] = await api.db
      .select({ last: documentCounters.last })
      .from(documentCounters)
      .where(
        and(eq(documentCounters.domainId, staff.domainId), eq(documentCounters.branchId, staff.branchId)),
      );
    expect(counter?.last).toBe(k);
  });
});
