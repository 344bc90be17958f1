import { ANONYMISED, GUEST_FIELDS, type GuestField, guestField, STAYING_STATUSES } from "@concierge/contract";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bookings, folios, guests, idempotentRequests, invoices } from "../../db/schema/index.js";
import { inDomain } from "../../lib/tenancy.js";
import { deleteScansOfBookings, type ScanStore } from "../scans/index.js";

/** A booking's guest fields that name the person: all but the title. */
const PERSONAL_GUEST_FIELDS = GUEST_FIELDS.filter((field) => field !== "Title");
const NAMES: readonly GuestField[] = ["FirstName", "LastName"];
/**
 * The wire fields, of a profile, a booking, a folio or an invoice, whose values leave the audit
 * trail: the invoice keeps its recipient in its own row (decision 0036), not in the trail.
 */
const PERSONAL_WIRE_FIELDS = [...PERSONAL_GUEST_FIELDS, "Nationality", "Notes", "Tags", "Payer", "Recipient"];

/** What replaces a personal value: 'Anonymised' for a name, an empty list or text for the rest. */
const blankOf = (field: GuestField) =>
  NAMES.includes(field) ? ANONYMISED : typeof guestField(field).example === "string" ? "" : [];
const blankGuestColumns = Object.fromEntries(
  PERSONAL_GUEST_FIELDS.map((field) => [guestField(field).column, blankOf(field)]),
);
// A profile keeps the guest's fields but the stay's own (contract PROFILE_FIELDS).
const blankProfileColumns = Object.fromEntries(
  PERSONAL_GUEST_FIELDS.filter((field) => guestField(field).stayOnly !== true).map((field) => [
    guestField(field).column,
    blankOf(field),
  ]),
);

/** A list of texts as one SQL array value. */
const texts = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** The profile and every profile merged into it, at any depth: one person (docs/decisions). */
export async function profilesOf(tx: Db, domainId: string, guestId: string, lock = true) {
  const family = [guestId];
  for (let frontier = family; frontier.length > 0; ) {
    const query = tx
      .select({ id: guests.id })
      .from(guests)
      .where(inDomain(guests, domainId, inArray(guests.mergedInto, frontier)));
    const merged = await (lock ? query.for("update") : query);
    frontier = merged.map((row) => row.id).filter((id) => !family.includes(id));
    family.push(...frontier);
  }
  return family;
}

/** Whether one of the profiles' bookings is a reservation or a guest in house. */
async function hasStay(tx: Db, domainId: string, profileIds: string[]) {
  const [held] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      inDomain(
        bookings,
        domainId,
        inArray(bookings.profileId, profileIds),
        inArray(bookings.status, [...STAYING_STATUSES]),
      ),
    )
    .limit(1);
  return held !== undefined;
}

/**
 * The folios of the stays, their payers blanked (a payer may be a person), and their invoices: the
 * records whose trail and kept answers name the guest. An invoice's own row keeps its recipient.
 */
async function billsOfBookings(tx: Db, domainId: string, bookingIds: string[]) {
  if (!bookingIds.length) return [];
  const bills = await tx
    .update(folios)
    .set({ payer: "" })
    .where(inDomain(folios, domainId, inArray(folios.bookingId, bookingIds)))
    .returning({ id: folios.id });
  const folioIds = bills.map((folio) => folio.id);
  const issued = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(inDomain(invoices, domainId, inArray(invoices.folioId, folioIds)));
  return [...folioIds, ...issued.map((invoice) => invoice.id)];
}

export interface Erased {
  merged: string[];
  bookings: number;
  scans: number;
  anonymizedAt: Date;
  /** The scans' bytes, deleted as the transaction's last step (see `deleteScansOfBookings`). */
  deleteScanBytes: () => Promise<void>;
}

/**
 * Anonymizes the profile `guestId` (locked, not merged into another) with the profiles merged into
 * it, in the caller's transaction: their and their bookings' personal fields, their ID scans, the
 * creations' kept answers and their values in the audit trail. Null, changing nothing, while one of
 * their bookings is reserved or in house.
 */
export async function eraseGuest(
  tx: Db,
  store: ScanStore,
  domainId: string,
  guestId: string,
): Promise<Erased | null> {
  const profiles = await profilesOf(tx, domainId, guestId);
  if (await hasStay(tx, domainId, profiles)) return null;
  const stays = await tx
    .update(bookings)
    .set({ ...blankGuestColumns, notes: "" })
    .where(inDomain(bookings, domainId, inArray(bookings.profileId, profiles)))
    .returning({ id: bookings.id });
  const bookingIds = stays.map((stay) => stay.id);
  const erased = await tx
    .update(guests)
    .set({
      ...blankProfileColumns,
      nationality: "",
      notes: "",
      tags: [],
      // An erasure run again (the retention sweep, a repeated call) keeps the first one's time.
      anonymizedAt: sql`coalesce(${guests.anonymizedAt}, now())`,
    })
    .where(inDomain(guests, domainId, inArray(guests.id, profiles)))
    .returning({ id: guests.id, anonymizedAt: guests.anonymizedAt });
  const anonymizedAt = erased.find((profile) => profile.id === guestId)?.anonymizedAt ?? new Date();
  const scans = await deleteScansOfBookings(tx, store, domainId, bookingIds);
  const bills = await billsOfBookings(tx, domainId, bookingIds);
  const records = [...profiles, ...bookingIds, ...scans.ids, ...bills];
  // A creation's kept answer (a repeat of its Idempotency-Key) holds the guest as it was.
  await tx
    .delete(idempotentRequests)
    .where(
      inDomain(idempotentRequests, domainId, inArray(sql`${idempotentRequests.answer} ->> 'Id'`, records)),
    );
  await tx.execute(
    sql`select erase_guest_from_audit(${domainId}::uuid, ${texts(records)}, ${texts(PERSONAL_WIRE_FIELDS)}, ${texts(NAMES)})`,
  );
  return {
    merged: profiles.slice(1),
    bookings: bookingIds.length,
    scans: scans.ids.length,
    anonymizedAt,
    deleteScanBytes: scans.deleteBytes,
  };
}

/** The profile a guest's erasure starts from: the one it was merged into, at any depth, or itself. */
export async function rootProfile(tx: Db, domainId: string, guestId: string, lock = true) {
  const seen = new Set<string>();
  for (let id = guestId; !seen.has(id); ) {
    seen.add(id);
    const query = tx
      .select({ id: guests.id, mergedInto: guests.mergedInto })
      .from(guests)
      .where(inDomain(guests, domainId, eq(guests.id, id)));
    const [row] = await (lock ? query.for("update") : query);
    if (!row?.mergedInto) return row;
    id = row.mergedInto;
  }
  return undefined;
}
