import {
  type Call,
  calls,
  type Folio,
  type GuestExport,
  guestExport,
  IDEMPOTENCY_HEADER,
  Permission,
} from "@concierge/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ALL_GUEST_WORK,
  checkOut,
  type Desk,
  exportOf,
  guestDesk,
  uploadScan,
  walkedIn,
} from "../../../test/guest-erasure.js";
import { type Api, startApi } from "../../../test/harness.js";
import { bookings } from "../../db/schema/index.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** Posts `call` to the folio with `body`, as the desk, and answers the folio after it. */
async function posted(desk: Desk, call: Call, folioId: string, body: object) {
  const headers = { ...desk.headers, [IDEMPOTENCY_HEADER]: crypto.randomUUID() };
  const response = await api.call(call, { params: { domainId: desk.domainId, folioId }, body }, headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe("a guest's export", () => {
  it("answers everything held about the guest as a JSON file, and is recorded without a value", async () => {
    const desk = await guestDesk(api, [...ALL_GUEST_WORK, Permission.MANAGE_FOLIOS]);
    const scan = await uploadScan(api, desk);
    const stay = await walkedIn(api, desk, {
      Email: "ines@example.org",
      LastName: "Ferreira",
      GuestIdUrl: scan.URL,
    });
    await api.db.update(bookings).set({ notes: "late arrival" }).where(eq(bookings.id, stay.Id));
    // Its first night charged and paid, then invoiced: the ledger and the invoice are the guest's too.
    const folioPath = { params: { domainId: desk.domainId, bookingId: stay.Id } };
    const folio = (await api.call(calls.folios.bookingFolio, folioPath, desk.headers)).json() as Folio;
    const charged: Folio = await posted(desk, calls.folios.charge, folio.Id, { Item: "room" });
    await posted(desk, calls.folios.payment, folio.Id, { Amount: charged.Balance, Method: "card" });
    const invoice = await posted(desk, calls.invoices.issueInvoice, folio.Id, {});
    await checkOut(api, desk, stay);
    const other = await walkedIn(api, desk, { Email: "someone@example.org", SuiteCode: "A6" });

    const response = await exportOf(api, desk, stay.ProfileId as string);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers).toMatchObject({
      "content-type": expect.stringContaining("application/json"),
      "content-disposition": `attachment; filename="guest-${stay.ProfileId}.json"`,
      "cache-control": "private, no-store",
    });
    const exported: GuestExport = guestExport.parse(response.json());
    expect(exported.Guest).toMatchObject({
      Id: stay.ProfileId,
      DomainId: desk.domainId,
      LastName: "Ferreira",
      Email: "ines@example.org",
      MergedInto: null,
      AnonymizedAt: null,
    });
    expect(exported.Merged).toEqual([]);
    expect(exported.Bookings).toEqual([
      expect.objectContaining({
        Id: stay.Id,
        Status: "checked-out",
        GuestIdUrl: scan.URL,
        Notes: "late arrival",
      }),
    ]);
    expect(exported.IdScans).toEqual([
      {
        Id: scan.Id,
        BookingId: stay.Id,
        ContentType: "image/png",
        Size: expect.any(Number),
        CreatedAt: expect.any(String),
      },
    ]);
    expect(
      exported.FolioEntries.map(({ Kind, Item, Amount, FolioId, BookingId }) => ({
        Kind,
        Item,
        Amount,
        FolioId,
        BookingId,
      })),
    ).toEqual([
      { Kind: "charge", Item: "room", Amount: charged.Balance, FolioId: folio.Id, BookingId: stay.Id },
      { Kind: "payment", Item: null, Amount: -charged.Balance, FolioId: folio.Id, BookingId: stay.Id },
    ]);
    expect(exported.Invoices).toEqual([invoice]);
    // The trail about the guest's records: the scan's upload, the booking, its check-out; no one else's.
    expect(exported.AuditEntries.map((entry) => [entry.Entity, entry.Action, entry.EntityId])).toEqual([
      ["scan", "create", scan.Id],
      ["booking", "create", stay.Id],
      ["booking", "checkout", stay.Id],
    ]);
    expect(JSON.stringify(exported)).not.toContain(other.Id);

    const trail = await api.call(
      calls.audit.list,
      { params: { domainId: desk.domainId, page: 1, pageSize: 1 } },
      desk.headers,
    );
    expect(trail.json().Entries).toEqual([
      expect.objectContaining({
        Action: "export",
        Entity: "guest",
        EntityId: stay.ProfileId,
        Changes: {},
        Label: "",
      }),
    ]);
  });

  it("answers 404 for another domain's guest", async () => {
    const desk = await guestDesk(api);
    const stranger = await guestDesk(api);
    const theirs = await walkedIn(api, stranger);
    const response = await exportOf(api, desk, theirs.ProfileId as string);
    expect(response.statusCode).toBe(404);
  });
});
