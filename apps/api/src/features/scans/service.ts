import { randomUUID } from "node:crypto";
import { isId, paramsOfPath, ScanRefusal, scanCalls } from "@concierge/contract";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { one } from "../../db/one.js";
import { guestIdScans } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { refuse } from "../../lib/errors.js";
import { domainOf, findInDomain, inDomain } from "../../lib/tenancy.js";
import { decodeImage } from "../images/index.js";
import type { ScanStore } from "./scan-store.js";

/** Into a domain the actor reaches, checked like an image upload: the bytes first, then the row. */
export async function uploadScan(db: Db, store: ScanStore, actor: Actor, domainId: string, image: string) {
  const domain = await domainOf(db, actor, domainId);
  const { bytes, kind } = decodeImage(image);
  const id = randomUUID();
  const key = `${domain}/${id}.${kind.extension}`;
  await store.put(key, bytes, kind.contentType);
  try {
    return one(
      await db
        .insert(guestIdScans)
        .values({ domainId: domain, id, key, contentType: kind.contentType, size: bytes.length })
        .returning(),
    );
  } catch (error) {
    await store.delete(key);
    throw error;
  }
}

/** The scan's bytes and type; one whose bytes are gone (swept) is as good as absent. */
export async function readScan(db: Db, store: ScanStore, actor: Actor, domainId: string, scanId: string) {
  const domain = await domainOf(db, actor, domainId);
  const row = await findInDomain(db, guestIdScans, domain, scanId, ScanRefusal.notFound);
  const bytes = await store.get(row.key);
  if (!bytes) throw refuse(ScanRefusal.notFound);
  return { bytes, contentType: row.contentType };
}

/** The scan a booking's `GuestIdUrl` names, when it is a scan's address in the booking's own domain. */
function scanIdOf(domainId: string, url: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(url, "http://localhost").pathname;
  } catch {
    return undefined;
  }
  const params = paramsOfPath(scanCalls.read, pathname);
  if (!params?.scanId || !isId(params.scanId) || params.domainId?.toLowerCase() !== domainId)
    return undefined;
  return params.scanId.toLowerCase();
}

/** Gives the scan its booking, so that it is kept as long as the booking needs it (decision 0015). */
export async function attachScan(db: Db, booking: { domainId: string; id: string; guestIdUrl: string }) {
  const scanId = scanIdOf(booking.domainId, booking.guestIdUrl);
  if (!scanId) return;
  await db
    .update(guestIdScans)
    .set({ bookingId: booking.id })
    .where(inDomain(guestIdScans, booking.domainId, eq(guestIdScans.id, scanId)));
}

/**
 * Deletes a domain's scans in the transaction that deletes the domain: the rows first; the bytes are
 * the returned step, for the transaction's end, as in the sweep: a failure before it leaves every
 * file, a failure of the store undoes the whole deletion (decision 0015).
 */
export async function deleteScansOfDomain(tx: Db, store: ScanStore, domainId: string) {
  const deleted = await tx
    .delete(guestIdScans)
    .where(inDomain(guestIdScans, domainId))
    .returning({ key: guestIdScans.key });
  return async () => {
    for (const { key } of deleted) await store.delete(key);
  };
}

/**
 * Deletes the scans of a guest's bookings in the transaction that anonymizes the guest, as
 * `deleteScansOfDomain` does: the rows now, the bytes in the returned step, the transaction's last.
 */
export async function deleteScansOfBookings(
  tx: Db,
  store: ScanStore,
  domainId: string,
  bookingIds: string[],
) {
  const deleted = bookingIds.length
    ? await tx
        .delete(guestIdScans)
        .where(inDomain(guestIdScans, domainId, inArray(guestIdScans.bookingId, bookingIds)))
        .returning({ id: guestIdScans.id, key: guestIdScans.key })
    : [];
  return {
    ids: deleted.map((scan) => scan.id),
    deleteBytes: async () => {
      for (const { key } of deleted) await store.delete(key);
    },
  };
}
