import { calls, type GuestExport, guestExport } from "@concierge/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkOut, exportOf, guestDesk, uploadScan, walkedIn } from "../../../test/guest-erasure.js";
import { type Api, startApi } from "../../../test/harness.js";
import { bookings } from "../../db/schema/index.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe("a guest's export", () => {
  it("answers everything held about the guest as a JSON file, and is recorded without a value", async () => {
    const desk = await guestDesk(api);
    const scan = await uploadScan(api, desk);
    const stay = await walkedIn(api, desk, {
      Email: "ines@example.org",
      LastName: "Ferreira",
      GuestIdUrl: scan.URL,
    });
    await api.db.update(bookings).set({ notes: "late arrival" }).where(eq(bookings.id, stay.Id));
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
    expect(exported.FolioEntries).toEqual([]);
    expect(exported.Invoices).toEqual([]);
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
