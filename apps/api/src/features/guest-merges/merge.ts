import { type GuestMergeAnswer, GuestMergeRefusal, GuestRefusal } from "@concierge/contract";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { one } from "../../db/one.js";
import { bookings, guestMergeMoves, guestMergeParts, guestMerges, guests } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { refuse } from "../../lib/errors.js";
import { domainOf, inDomain, rowId } from "../../lib/tenancy.js";
import { readGuest } from "../guests/index.js";

/**
 * Locks the domain's profiles of `ids` (in the order of their ids, so that two merges sharing a
 * profile queue rather than deadlock) and answers them; an id that names none is refused as absent.
 */
export async function lockedGuests(db: Db, domainId: string, ids: string[]) {
  const rows = await db
    .select({ id: guests.id, mergedInto: guests.mergedInto, anonymizedAt: guests.anonymizedAt })
    .from(guests)
    .where(inDomain(guests, domainId, inArray(guests.id, ids)))
    .orderBy(guests.id)
    .for("update");
  if (rows.length !== new Set(ids).size) throw refuse(GuestRefusal.notFound);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Merges the profiles `from` into `guestId` (CONTRACT, "Guests"), in the caller's transaction:
 * their bookings move to it, each one recorded with the profile it came from so that an undo puts
 * it back, and they answer `MergedInto`. The kept profile's own fields stay as they are
 * (docs/decisions, "Guest merges").
 */
export async function mergeGuests(
  db: Db,
  actor: Actor,
  params: { domainId: string; guestId: string },
  from: string[],
): Promise<GuestMergeAnswer> {
  const domainId = await domainOf(db, actor, params.domainId);
  const keptId = rowId(params.guestId, GuestRefusal.notFound);
  const fromIds = from.map((id) => rowId(id, GuestRefusal.notFound));
  if (fromIds.includes(keptId)) throw refuse(GuestMergeRefusal.self);

  const found = await lockedGuests(db, domainId, [keptId, ...fromIds]);
  const kept = found.get(keptId);
  if (kept?.mergedInto) throw refuse(GuestMergeRefusal.targetMerged);
  if (fromIds.some((id) => found.get(id)?.mergedInto)) throw refuse(GuestMergeRefusal.fromMerged);
  if ([...found.values()].some((guest) => guest.anonymizedAt)) throw refuse(GuestMergeRefusal.anonymized);

  const merge = one(
    await db
      .insert(guestMerges)
      .values({ domainId, guestId: keptId, mergedBy: actor.userId })
      .returning({ id: guestMerges.id }),
  );
  await db
    .insert(guestMergeParts)
    .values(fromIds.map((guestId) => ({ domainId, mergeId: merge.id, guestId })));
  const moved = inDomain(bookings, domainId, inArray(bookings.profileId, fromIds));
  await db.execute(sql`
    insert into ${guestMergeMoves} (domain_id, merge_id, booking_id, from_guest_id)
    select ${domainId}::uuid, ${merge.id}::uuid, ${bookings.id}, ${bookings.profileId}
    from ${bookings} where ${moved}`);
  await db.update(bookings).set({ profileId: keptId }).where(moved);
  await db
    .update(guests)
    .set({ mergedInto: keptId })
    .where(inDomain(guests, domainId, inArray(guests.id, fromIds)));
  return { MergeId: merge.id, Guest: await readGuest(db, domainId, keptId) };
}
