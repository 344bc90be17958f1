import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  AccessMessage,
  ANONYMISED,
  calls,
  ErrorCode,
  GuestErasureMessage,
  GuestMessage,
  IDEMPOTENCY_HEADER,
  Permission,
} from "@concierge/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { walkIn } from "../../../test/front-desk.js";
import {
  ALL_GUEST_WORK,
  anonymize,
  checkOut,
  type Desk,
  exportOf,
  guestDesk,
  reserved,
  uploadScan,
  walkedIn,
} from "../../../test/guest-erasure.js";
import { type Api, startApi } from "../../../test/harness.js";
import { expectRefusal } from "../../../test/refusal.js";
import { rowsOf } from "../../db/one.js";
import { auditEntries, bookings, guests } from "../../db/schema/index.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** Every row of every table of the public schema, as text: a table added later is read too. */
async function everyRow(): Promise<string> {
  const tables = rowsOf<{ name: string }>(
    await api.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  );
  expect(tables.map((table) => table.name)).toContain("audit_entries");
  const dumps = await Promise.all(
    tables.map(async ({ name }) => {
      const rows = rowsOf<{ row: string }>(
        await api.db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t`),
      );
      return rows.map((row) => row.row).join("\n");
    }),
  );
  return dumps.join("\n");
}

/** Every file of the scan store, its name and its bytes as text. */
function everyScanFile(): string {
  const root = path.join(api.config.dataDir, "private", "scans");
  if (!existsSync(root)) return "";
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return `${file}\n${readFileSync(file, "latin1")}`;
    })
    .join("\n");
}

/** The values of a guest nobody else has, each of them personal. */
const ZEPHYRINE = {
  FirstName: "Zephyrine",
  LastName: "Quillfeather",
  OtherName: "Marigoldia",
  Email: "zephyrine.q@example.org",
  Phone: "08099887766",
  GuestId: "ZQ9988776",
  GuestIdType: "Passport",
  AdditionalGuests: ["Bartholomew Quillfeather"],
};
const EDITED = { FirstName: "Zephyrina", Phone: "08055443322" };
const NOTED = {
  bookingNote: "late arrival, allergic to quillberries",
  profileNote: "prefers the zemblan suite",
};
const VALUES = [
  "Zephyrin",
  "Quillfeather",
  "Marigoldia",
  "zephyrine.q@example.org",
  "08099887766",
  "08055443322",
  "ZQ9988776",
  "Bartholomew",
  "quillberries",
  "zemblan",
  "Zembla-land",
  "zq-vip",
];
const found = (text: string) => VALUES.filter((value) => text.toLowerCase().includes(value.toLowerCase()));

/** Zephyrine's stay: scanned, walked in, edited, noted, checked out. */
async function zephyrinesStay(desk: Desk) {
  const scan = await uploadScan(api, desk);
  // Sent with an Idempotency-Key, whose kept answer holds the guest as booked.
  const keyed = { ...desk.headers, [IDEMPOTENCY_HEADER]: randomUUID() };
  const stay = await walkedIn(api, { ...desk, headers: keyed }, { ...ZEPHYRINE, GuestIdUrl: scan.URL });
  const edit = await api.call(
    calls.bookings.update,
    { body: { ...walkIn(desk), ...ZEPHYRINE, ...EDITED, GuestIdUrl: scan.URL, Id: stay.Id } },
    desk.headers,
  );
  expect(edit.statusCode, edit.body).toBe(200);
  // The notes, the nationality and the tags are written by calls of other features (issue 28).
  await api.db.update(bookings).set({ notes: NOTED.bookingNote }).where(eq(bookings.id, stay.Id));
  await api.db
    .update(guests)
    .set({ notes: NOTED.profileNote, nationality: "Zembla-land", tags: ["zq-vip"] })
    .where(eq(guests.id, stay.ProfileId as string));
  await checkOut(api, desk, stay);
  return { scan, stay, profileId: stay.ProfileId as string };
}

describe("anonymizing a guest", () => {
  it("leaves none of their values in any table of the database nor in the scan store", async () => {
    const desk = await guestDesk(api);
    const { scan, stay, profileId } = await zephyrinesStay(desk);
    // The dump sees them before: it is able to fail.
    expect(found(await everyRow())).toEqual(VALUES);
    expect(everyScanFile()).toContain(scan.Id);
    const trailBefore = await api.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.domainId, desk.domainId));

    const response = await anonymize(api, desk, profileId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      Id: profileId,
      DomainId: desk.domainId,
      AnonymizedAt: expect.any(String),
      Merged: [],
      Bookings: 1,
      Scans: 1,
    });

    expect(found(await everyRow())).toEqual([]);
    expect(everyScanFile()).not.toContain(scan.Id);
    const [booking] = await api.db.select().from(bookings).where(eq(bookings.id, stay.Id));
    expect(booking).toMatchObject({
      firstName: ANONYMISED,
      lastName: ANONYMISED,
      otherName: "",
      email: "",
      phone: "",
      guestId: "",
      guestIdType: "",
      guestIdUrl: "",
      additionalGuests: [],
      notes: "",
      status: "checked-out",
    });
    const [profile] = await api.db.select().from(guests).where(eq(guests.id, profileId));
    expect(profile).toMatchObject({ firstName: ANONYMISED, email: "", tags: [], notes: "" });
    expect(profile?.anonymizedAt).toBeInstanceOf(Date);
    // Every entry stays, with its fields' places kept and their values gone; the erasure is recorded.
    const trail = await api.db.select().from(auditEntries).where(eq(auditEntries.domainId, desk.domainId));
    expect(trail).toHaveLength(trailBefore.length + 1);
    const edited = trail.find((entry) => entry.entityId === stay.Id && entry.action === "update");
    expect(edited).toMatchObject({ label: ANONYMISED, changes: { FirstName: [ANONYMISED, ANONYMISED] } });
    const erasure = trail.find((entry) => entry.action === "anonymize");
    expect(erasure).toMatchObject({ entity: "guest", entityId: profileId, label: "" });
    expect(found(JSON.stringify(erasure))).toEqual([]);
  });

  it("keeps an issued invoice's recipient, the one holder of the guest's name left (decision 0036)", async () => {
    const desk = await guestDesk(api, [...ALL_GUEST_WORK, Permission.MANAGE_FOLIOS]);
    const stay = await walkedIn(api, desk, ZEPHYRINE);
    const params = { domainId: desk.domainId, bookingId: stay.Id };
    const folioId = (await api.call(calls.folios.bookingFolio, { params }, desk.headers)).json().Id;
    const keyed = () => ({ ...desk.headers, [IDEMPOTENCY_HEADER]: randomUUID() });
    const folio = { domainId: desk.domainId, folioId };
    const charged = await api.call(calls.folios.charge, { params: folio, body: { Item: "room" } }, keyed());
    const due = charged.json().Balance as number;
    const payment = { params: folio, body: { Amount: due, Method: "cash" } };
    expect((await api.call(calls.folios.payment, payment, keyed())).statusCode).toBe(201);
    const issued = await api.call(calls.invoices.issueInvoice, { params: folio, body: {} }, keyed());
    expect(issued.json().Recipient).toBe("Mrs Zephyrine Quillfeather");
    await checkOut(api, desk, stay);

    expect((await anonymize(api, desk, stay.ProfileId as string)).statusCode).toBe(200);
    const holders = rowsOf<{ name: string }>(
      await api.db.execute(
        sql`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      ),
    );
    const holding: string[] = [];
    for (const { name } of holders) {
      const rows = rowsOf<{ row: string }>(
        await api.db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t`),
      );
      if (rows.some(({ row }) => row.includes("Quillfeather"))) holding.push(name);
    }
    expect(holding).toEqual(["invoices"]);
  });

  it("refuses while one of the guest's bookings is reserved (409 guest_has_stay), changing nothing", async () => {
    const desk = await guestDesk(api);
    const stay = await reserved(api, desk, { Email: "kept@example.org" });
    const before = await exportOf(api, desk, stay.ProfileId as string);
    const response = await anonymize(api, desk, stay.ProfileId as string);
    expectRefusal(response, 409, GuestErasureMessage.hasStay);
    expect(response.json().code).toBe(ErrorCode.guestHasStay);
    const after = (await exportOf(api, desk, stay.ProfileId as string)).json();
    expect({ ...after, ExportedAt: 0, AuditEntries: 0 }).toEqual({
      ...before.json(),
      ExportedAt: 0,
      AuditEntries: 0,
    });
  });

  it("is refused without ERASE_GUESTS (403), changing nothing", async () => {
    const desk = await guestDesk(api);
    const stay = await walkedIn(api, desk, { Email: "kept@example.org" });
    await checkOut(api, desk, stay);
    const clerk = await signedInUser(api, {
      domain: desk,
      permissions: [Permission.MANAGE_GUESTS, Permission.MANAGE_BOOKINGS],
    });
    expectRefusal(await anonymize(api, clerk, stay.ProfileId as string), 403, AccessMessage.forbidden);
    expectRefusal(await exportOf(api, clerk, stay.ProfileId as string), 403, AccessMessage.forbidden);
    const [profile] = await api.db
      .select()
      .from(guests)
      .where(eq(guests.id, stay.ProfileId as string));
    expect(profile).toMatchObject({ email: "kept@example.org", anonymizedAt: null });
  });

  it("leaves a profile nobody can book, and a new booking with the old email gets a profile of its own", async () => {
    const desk = await guestDesk(api);
    const stay = await walkedIn(api, desk, { Email: "gone@example.org" });
    await checkOut(api, desk, stay);
    expect((await anonymize(api, desk, stay.ProfileId as string)).statusCode).toBe(200);
    const named = await api.call(
      calls.bookings.create,
      { body: walkIn(desk, { ProfileId: stay.ProfileId }) },
      desk.headers,
    );
    expectRefusal(named, 400, GuestErasureMessage.anonymized);
    const again = await walkedIn(api, desk, { Email: "gone@example.org" });
    expect(again.ProfileId).not.toBe(stay.ProfileId);
  });

  it("anonymizes the profiles merged into it with it, the same person", async () => {
    const desk = await guestDesk(api);
    const kept = await walkedIn(api, desk, { Email: "one@example.org", LastName: "Vantablack" });
    const other = await reserved(api, desk, { Email: "two@example.org", LastName: "Vantablack" });
    const cancel = await api.call(
      calls.bookings.cancel,
      { params: { domainId: desk.domainId, bookingId: other.Id } },
      desk.headers,
    );
    expect(cancel.statusCode, cancel.body).toBe(204);
    await checkOut(api, desk, kept);
    // A merge as the merge call leaves it: the other profile names this one.
    await api.db
      .update(guests)
      .set({ mergedInto: kept.ProfileId })
      .where(eq(guests.id, other.ProfileId as string));
    // Asked about the merged profile, the erasure starts from the one it was merged into.
    const response = await anonymize(api, desk, other.ProfileId as string);
    expect(response.json()).toMatchObject({ Id: kept.ProfileId, Merged: [other.ProfileId], Bookings: 2 });
    const rows = await api.db.select().from(guests).where(eq(guests.domainId, desk.domainId));
    expect(rows.map((row) => [row.lastName, row.email, row.anonymizedAt !== null])).toEqual([
      [ANONYMISED, "", true],
      [ANONYMISED, "", true],
    ]);
    const [cancelled] = await api.db
      .select({ lastName: bookings.lastName })
      .from(bookings)
      .where(eq(bookings.id, other.Id));
    expect(cancelled?.lastName).toBe(ANONYMISED);
  });

  it("answers 404 for a guest that does not exist", async () => {
    const desk = await guestDesk(api);
    const absent = await anonymize(api, desk, "00000000-0000-4000-8000-000000000000");
    expectRefusal(absent, 404, GuestMessage.notFound);
  });

  it("leaves the trail refusing, even while erasing, any change to who did what to which record", async () => {
    const desk = await guestDesk(api);
    await walkedIn(api, desk);
    const mine = sql`domain_id = ${desk.domainId}`;
    const rewrite = api.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('concierge.erasing_guest', 'on', true)`);
      await tx.execute(sql`update audit_entries set actor_name = 'someone else' where ${mine}`);
    });
    await expect(rewrite).rejects.toThrow();
    const trail = await api.db.select().from(auditEntries).where(eq(auditEntries.domainId, desk.domainId));
    expect(trail.map((entry) => entry.actorName)).toEqual(trail.map(() => desk.username));
  });
});
