import { isId } from "@concierge/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bookings } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { presentedNow } from "../../lib/audit.js";
import { lockRoom } from "../../lib/room-lock.js";
import { domainOf, inDomain } from "../../lib/tenancy.js";
import type { VersionedRecord } from "../../lib/versions.js";
import { findBooking } from "./holding.js";
import { presentBooking } from "./present.js";

/** A booking as the audit trail compares it, before and after a write. */
export const readBooking = (db: Db, domainId: string, bookingId: string) =>
  presentedNow([domainId, bookingId], async () => presentBooking(await findBooking(db, domainId, bookingId)));

/**
 * The booking locked for an `If-Match`, with its version. Its room's lock first: every write of a
 * booking takes the room's, then the row's, and in that order two writes never wait on each other.
 */
export async function lockBooking(
  db: Db,
  actor: Actor,
  domainId: string,
  bookingId: string,
): Promise<VersionedRecord | undefined> {
  const domain = await domainOf(db, actor, domainId);
  if (!isId(bookingId)) return undefined;
  const ofBooking = inDomain(bookings, domain, eq(bookings.id, bookingId.toLowerCase()));
  const [room] = await db
    .select({ branchId: bookings.branchId, code: bookings.suiteCode })
    .from(bookings)
    .where(ofBooking);
  if (!room) return undefined;
  await lockRoom(db, domain, room.branchId, room.code);
  const [row] = await db
    .select({ id: bookings.id, version: bookings.version })
    .from(bookings)
    .where(ofBooking)
    .for("update");
  return row && { domainId: domain, entity: "booking", entityId: row.id, version: row.version };
}

type OfPath = { actor: Actor; params: { domainId: string; bookingId: string } };

/** The booking a path names (`…/:domainId/:bookingId…`), for the calls that change its status. */
export const bookingOfPath = {
  read: (db: Db, { params }: OfPath) => readBooking(db, params.domainId, params.bookingId),
  version: (db: Db, { actor, params }: OfPath) => lockBooking(db, actor, params.domainId, params.bookingId),
};
