import {
  type Booking,
  calls,
  ErrorCode,
  FolioMessage,
  IDEMPOTENCY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  Permission,
  taxedLine,
} from "@concierge/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { addSuite, walkIn } from "../../../test/front-desk.js";
import { type Api, startApi } from "../../../test/harness.js";
import { folioOf, postInto, settled } from "../../../test/invoice-desk.js";
import { expectRefusal } from "../../../test/refusal.js";
import { auditEntries, documentCounters, folios, invoices } from "../../db/schema/index.js";
import { AppError } from "../../lib/errors.js";
import { lockFolio } from "../folios/index.js";

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const CASHIER = [
  Permission.MANAGE_BOOKINGS,
  Permission.MANAGE_SUITES,
  Permission.MANAGE_FOLIOS,
  Permission.CORRECT_FOLIOS,
];
const YEAR = new Date().getUTCFullYear();
const VAT = [{ Code: "VAT", Rate: 1900 }];

const ROOMS = Array.from({ length: 12 }, (_, i) => `R${i + 1}`);

/** A front desk of a domain of its own (its branch's code is HEA, from 'Head office'), with 12 rooms. */
async function desk() {
  const staff = await signedInUser(api, { permissions: CASHIER });
  await addSuite(api, staff, staff.branchId, ROOMS);
  return { ...staff, free: [...ROOMS] };
}
type Desk = Awaited<ReturnType<typeof desk>>;

/** A walk-in of the desk in its next free room, and its folio 1. */
async function stay(staff: Desk) {
  const SuiteCode = staff.free.shift();
  const made = await api.call(calls.bookings.create, { body: walkIn(staff, { SuiteCode }) }, staff.headers);
  expect(made.statusCode, made.body).toBe(201);
  const booking = made.json() as Booking;
  return { booking, folio: await folioOf(api, staff.domainId, booking.Id) };
}

const folioParams = (staff: Desk, folioId: string) => ({ params: { domainId: staff.domainId, folioId } });
const invoiceParams = (staff: Desk, invoiceId: string) => ({
  params: { domainId: staff.domainId, invoiceId },
});
const issue = (staff: Desk, folioId: string, body: object = {}, headers: object = {}) =>
  api.call(
    calls.invoices.issueInvoice,
    { ...folioParams(staff, folioId), body },
    { ...staff.headers, ...headers },
  );
const cancel = (staff: Desk, invoiceId: string) =>
  api.call(calls.invoices.cancelInvoice, invoiceParams(staff, invoiceId), staff.headers);
const folioRow = async (id: string) => (await api.db.select().from(folios).where(eq(folios.id, id)))[0];

describe("issuing a folio's invoice", () => {
  let staff: Desk;
  beforeAll(async () => {
    staff = await desk();
  });

  it("refuses while the folio does not balance, in words, and writes nothing", async () => {
    const { folio } = await stay(staff);
    await settled(api, staff, folio.id, taxedLine(8_400, [], true), { pay: false });
    expectRefusal(await issue(staff, folio.id), 409, FolioMessage.unbalanced("84.00 USD"));
    expect(await api.db.select().from(invoices).where(eq(invoices.folioId, folio.id))).toEqual([]);
    expect(
      await api.db.select().from(documentCounters).where(eq(documentCounters.domainId, staff.domainId)),
    ).toEqual([]);
    expect((await folioRow(folio.id))?.status).toBe("open");
  });

  it("refuses a folio with nothing to invoice", async () => {
    const { folio } = await stay(staff);
    expectRefusal(await issue(staff, folio.id), 409, FolioMessage.nothingToInvoice);
  });

  it("previews the invoice it would issue: no id, number nor date, and nothing stored", async () => {
    const { booking, folio } = await stay(staff);
    await settled(api, staff, folio.id, taxedLine(4_200, VAT, true));
    const preview = await api.call(
      calls.invoices.invoicePreview,
      folioParams(staff, folio.id),
      staff.headers,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      Id: null,
      Number: null,
      IssuedAt: null,
      Kind: "invoice",
      FolioId: folio.id,
      BookingId: booking.Id,
      Recipient: `${booking.Title} ${booking.FirstName} ${booking.LastName}`,
      Lines: [{ LineNo: 1, Kind: "charge", Item: "minibar", Amount: 42, Net: 35.29, Tax: 6.71 }],
      Total: 42,
      Paid: 42,
      Due: 0,
    });
    expect(await api.db.select().from(invoices).where(eq(invoices.folioId, folio.id))).toEqual([]);
  });

  it("issues it to the folio's payer, else the guest, else whom the body names; replays an Idempotency-Key", async () => {
    const { folio } = await stay(staff);
    await settled(api, staff, folio.id);
    const key = { [IDEMPOTENCY_HEADER]: crypto.randomUUID() };
    const body = { Recipient: "Acme Ltd, 1 Marina Road, Lagos" };
    const first = await issue(staff, folio.id, body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().Recipient).toBe(body.Recipient);
    const again = await issue(staff, folio.id, body, key);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await api.db.select().from(invoices).where(eq(invoices.folioId, folio.id))).toHaveLength(1);

    const { folio: second } = await stay(staff);
    await api.db.update(folios).set({ payer: "Globex Corp" }).where(eq(folios.id, second.id));
    await settled(api, staff, second.id);
    expect((await issue(staff, second.id)).json().Recipient).toBe("Globex Corp");
  });

  it("sums its lines for its totals and its taxes by rate: 6 × 7.00 at 19 % is 42.00 with tax in, 49.98 without", async () => {
    for (const [included, expected] of [
      [true, { Net: 35.29, Tax: 6.71, Total: 42 }],
      [false, { Net: 42, Tax: 7.98, Total: 49.98 }],
    ] as const) {
      const { folio } = await stay(staff);
      const line = taxedLine(6 * 700, VAT, included);
      await settled(api, staff, folio.id, line);
      const answer = await issue(staff, folio.id);
      expect(answer.statusCode, answer.body).toBe(201);
      const invoice = answer.json();
      expect(invoice).toMatchObject({ ...expected, Paid: expected.Total, Due: 0 });
      expect(invoice.Taxes).toEqual([{ Code: "VAT", Percent: 19, Net: expected.Net, Tax: expected.Tax }]);
      const { Net, Tax, Total: Amount } = expected;
      expect(invoice.Lines).toMatchObject([{ Net, Tax, Amount, Quantity: 1 }]);
    }
  });

  it("lists an allowance as its own line and leaves payments out of the lines", async () => {
    const { folio } = await stay(staff);
    const [chargeId] = await settled(api, staff, folio.id, taxedLine(10_000, [], true), { pay: false });
    await postInto(api, staff, folio.id, [
      {
        kind: "allowance",
        line: { Amount: -2_000, Net: -2_000, Tax: 0, Taxes: [] },
        correctsId: chargeId ?? null,
        reason: "Cold tea",
      },
      { kind: "payment", line: { Amount: -8_000, Net: -8_000, Tax: 0, Taxes: [] }, method: "cash" },
    ]);
    const invoice = (await issue(staff, folio.id)).json();
    expect(invoice.Lines.map((line: { Kind: string; Amount: number }) => [line.Kind, line.Amount])).toEqual([
      ["charge", 100],
      ["allowance", -20],
    ]);
    expect(invoice).toMatchObject({ Total: 80, Paid: 80, Due: 0 });
  });

  it("closes the folio: a posting then is refused 409 folio_closed", async () => {
    const { folio } = await stay(staff);
    await settled(api, staff, folio.id);
    expect((await issue(staff, folio.id)).statusCode).toBe(201);
    expect((await folioRow(folio.id))?.status).toBe("closed");
    const posting = api.db.transaction((tx) => lockFolio(tx, staff.domainId, folio.id));
    const refused = await posting.then(
      () => undefined,
      (error: unknown) => (error instanceof AppError ? error.refusal : error),
    );
    expect(refused).toMatchObject({
      status: 409,
      code: ErrorCode.folioClosed,
      message: FolioMessage.closed(1),
    });
    expectRefusal(await issue(staff, folio.id), 409, FolioMessage.closed(1));
  });
});

describe("numbers and credit notes", () => {
  it("numbers a branch's invoices CODE-YYYY-1, -2…, a credit note takes the next and opens the folio again", async () => {
    const staff = await desk();
    const [one, two] = [await stay(staff), await stay(staff)];
    for (const { folio } of [one, two]) await settled(api, staff, folio.id, taxedLine(4_200, VAT, true));
    const first = (await issue(staff, one.folio.id)).json();
    const second = (await issue(staff, two.folio.id)).json();
    expect([first.Number, second.Number]).toEqual([`HEA-${YEAR}-1`, `HEA-${YEAR}-2`]);

    const credit = await cancel(staff, first.Id);
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json()).toMatchObject({
      Number: `HEA-${YEAR}-3`,
      Kind: "credit-note",
      CancelsId: first.Id,
      Recipient: first.Recipient,
      Lines: [{ Amount: -42, Net: -35.29, Tax: -6.71, Taxes: [{ Code: "VAT", Percent: 19, Tax: -6.71 }] }],
      Taxes: [{ Code: "VAT", Percent: 19, Net: -35.29, Tax: -6.71 }],
      Net: -35.29,
      Tax: -6.71,
      Total: -42,
      Paid: -42,
      Due: 0,
    });
    expect((await folioRow(one.folio.id))?.status).toBe("open");
    const read = await api.call(
      calls.invoices.invoice,
      invoiceParams(staff, credit.json().Id),
      staff.headers,
    );
    expect(read.json()).toEqual(credit.json());

    const onFolio = await api.call(calls.folios.get, folioParams(staff, one.folio.id), staff.headers);
    expect(onFolio.json().Invoices).toMatchObject([
      { Id: first.Id, Number: first.Number, Kind: "invoice", Total: 42, CancelledBy: credit.json().Id },
      { Id: credit.json().Id, Kind: "credit-note", Total: -42, CancelledBy: null },
    ]);

    expectRefusal(await cancel(staff, first.Id), 409, FolioMessage.alreadyCancelled(first.Number));
    expectRefusal(await cancel(staff, credit.json().Id), 409, FolioMessage.notAnInvoice);
    expect((await issue(staff, one.folio.id)).json().Number).toBe(`HEA-${YEAR}-4`);
  });

  it("records each issue and cancel in the audit trail, in its transaction", async () => {
    const staff = await desk();
    const { folio } = await stay(staff);
    await settled(api, staff, folio.id);
    const invoice = (await issue(staff, folio.id)).json();
    const credit = (await cancel(staff, invoice.Id)).json();
    const entries = await api.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.domainId, staff.domainId), eq(auditEntries.entity, "invoice")));
    expect(entries.map(({ action, entityId, label }) => ({ action, entityId, label }))).toEqual([
      { action: "create", entityId: invoice.Id, label: invoice.Number },
      { action: "cancel", entityId: invoice.Id, label: invoice.Number },
    ]);
    expect(entries[1]?.changes).toEqual({ CancelledBy: [null, credit.Number] });
  });
});

describe("what is sent", () => {
  it("refuses a Recipient that is not a text, 400 in words, and a call without a session, 401", async () => {
    const staff = await desk();
    const { folio } = await stay(staff);
    await settled(api, staff, folio.id);
    expectRefusal(await issue(staff, folio.id, { Recipient: 42 }), 400, FolioMessage.recipient);
    const anonymous = await api.call(calls.invoices.issueInvoice, {
      ...folioParams(staff, folio.id),
      body: {},
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await folioRow(folio.id))?.status).toBe("open");
  });
});

describe("who may", () => {
  it("refuses to issue without MANAGE_FOLIOS, to cancel without CORRECT_FOLIOS, to read with neither: 403", async () => {
    const staff = await desk();
    const { folio } = await stay(staff);
    await settled(api, staff, folio.id);
    const invoice = (await issue(staff, folio.id)).json();
    const as = async (permissions: string[]) =>
      (await signedInUser(api, { domain: staff, permissions })).headers;
    const corrector = await as([Permission.CORRECT_FOLIOS]);
    const manager = await as([Permission.MANAGE_FOLIOS]);
    const clerk = await as([Permission.MANAGE_BOOKINGS]);
    const refused = [
      await api.call(calls.invoices.issueInvoice, { ...folioParams(staff, folio.id), body: {} }, corrector),
      await api.call(calls.invoices.cancelInvoice, invoiceParams(staff, invoice.Id), manager),
      await api.call(calls.invoices.invoice, invoiceParams(staff, invoice.Id), clerk),
      await api.call(calls.invoices.invoicePreview, folioParams(staff, folio.id), clerk),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    expect(
      (await api.call(calls.invoices.invoice, invoiceParams(staff, invoice.Id), corrector)).statusCode,
    ).toBe(200);
    expect((await folioRow(folio.id))?.status).toBe("closed");
  });
});
