import { type GuestExport, GuestRefusal } from "@concierge/contract";
import { asc, desc, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { auditEntries, bookings, guestIdScans, guests } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { record } from "../../lib/audit.js";
import { refuse } from "../../lib/errors.js";
import { domainOf, inDomain, rowId } from "../../lib/tenancy.js";
import { presentAuditEntry } from "../audit/index.js";
import { presentBooking, storedBooking } from "../bookings/index.js";
import { entriesOfBookings, presentEntry } from "../folios/index.js";
import { documentsOfBookings, presentInvoice } from "../invoices/index.js";
import { profilesOf, rootProfile } from "./erase.js";

const presentStored = (row: typeof guests.$inferSelect): GuestExport["Guest"] => ({
  Id: row.id,
  DomainId: row.domainId,
  Title: row.title,
  FirstName: row.firstName,
  LastName: row.lastName,
  OtherName: row.otherName,
  Phone: row.phone,
  Email: row.email,
  GuestId: row.guestId,
  GuestIdType: row.guestIdType,
  Nationality: row.nationality,
  Notes: row.notes,
  Tags: row.tags,
  MergedInto: row.mergedInto,
  AnonymizedAt: row.anonymizedAt?.toISOString() ?? null,
  Version: row.version,
  CreatedAt: row.createdAt.toISOString(),
});

/**
 * Everything held about a guest (GDPR article 15): the profile it names, or the one it was merged
 * into, with those merged into that one, their stays, ID scans, folio entries, invoices and audit
 * entries. The export is itself recorded in the trail, without a value.
 */
export async function exportGuest(db: Db, actor: Actor, domainId: string, guestId: string) {
  const domain = await domainOf(db, actor, domainId);
  return db.transaction(async (tx): Promise<GuestExport> => {
    const root = await rootProfile(tx, domain, rowId(guestId, GuestRefusal.notFound), false);
    if (!root) throw refuse(GuestRefusal.notFound);
    const family = await profilesOf(tx, domain, root.id, false);
    const profiles = await tx
      .select()
      .from(guests)
      .where(inDomain(guests, domain, inArray(guests.id, family)));
    const stays = await tx
      .select(storedBooking)
      .from(bookings)
      .where(inDomain(bookings, domain, inArray(bookings.profileId, family)))
      .orderBy(desc(bookings.checkinDate), desc(bookings.id));
    const bookingIds = stays.map((stay) => stay.id);
    const scans = bookingIds.length
      ? await tx
          .select()
          .from(guestIdScans)
          .where(inDomain(guestIdScans, domain, inArray(guestIdScans.bookingId, bookingIds)))
          .orderBy(asc(guestIdScans.createdAt))
      : [];
    const ledger = await entriesOfBookings(tx, domain, bookingIds);
    const invoices = await documentsOfBookings(tx, domain, bookingIds);
    const entries = await tx
      .select()
      .from(auditEntries)
      .where(
        inDomain(
          auditEntries,
          domain,
          inArray(auditEntries.entityId, [...family, ...bookingIds, ...scans.map((scan) => scan.id)]),
        ),
      )
      .orderBy(asc(auditEntries.at), asc(auditEntries.id));
    await record(tx, {
      domainId: domain,
      actorId: actor.userId,
      actorName: actor.username,
      action: "export",
      entity: "guest",
      entityId: root.id,
    });
    const [guest, ...merged] = family.map((id) => profiles.find((profile) => profile.id === id));
    return {
      ExportedAt: new Date().toISOString(),
      Guest: presentStored(guest as typeof guests.$inferSelect),
      Merged: merged.flatMap((profile) => (profile ? [presentStored(profile)] : [])),
      Bookings: stays.map((stay) => ({ ...presentBooking(stay), Notes: stay.notes })),
      IdScans: scans.map((scan) => ({
        Id: scan.id,
        BookingId: scan.bookingId,
        ContentType: scan.contentType,
        Size: scan.size,
        CreatedAt: scan.createdAt.toISOString(),
      })),
      FolioEntries: ledger.map((row) => {
        const { Remaining: _, ...entry } = presentEntry(row, null);
        return { ...entry, FolioId: row.folioId, BookingId: row.bookingId };
      }),
      Invoices: invoices.map(presentInvoice),
      AuditEntries: entries.map(presentAuditEntry),
    };
  });
}
