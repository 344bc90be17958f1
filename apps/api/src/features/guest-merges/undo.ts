import { type GuestMergeAnswer, GuestMergeRefusal } from "@concierge/contract";
import { and, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bookings, guestMergeMoves, guestMergeParts, guestMerges, guests } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { refuse } from "../../lib/errors.js";
import { domainOf, inDomain, rowId } from "../../lib/tenancy.js";
import { readGuest } from "../guests/index.js";
import { lockedGuests } from "./merge.js";

/** The domain's merge of that id, or the refusal (404). */
export async function findMerge(db: Db, domainId: string, mergeId: string, lock = false) {
  const query = db
    .select()
    .from(guestMerges)
    .where(inDomain(guestMerges, domainId, eq(guestMerges.id, rowId(mergeId, GuestMergeRefusal.notFound))));
  const [merge] = lock ? await query.for("update") : await query;
  if (!merge) throw refuse(GuestMergeRefusal.notFound);
  return merge;
}

/**
 * Undoes a merge, in the caller's transaction, however long ago it was: every booking it moved that
 * is still on the kept profile goes back to the profile it came from, and those profiles are no
 * longer merged. Refused (409) once undone, and while something merged since depends on it: the
 * kept profile merged into another, or a later merge into these profiles not undone.
 */
export async function undoMerge(
  db: Db,
  actor: Actor,
  params: { domainId: string; mergeId: string },
): Promise<GuestMergeAnswer> {
  const domainId = await domainOf(db, actor, params.domainId);
  const merge = await findMerge(db, domainId, params.mergeId, true);
  if (merge.undoneAt) throw refuse(GuestMergeRefusal.undone);
  const parts = await db
    .select({ guestId: guestMergeParts.guestId })
    .from(guestMergeParts)
    .where(inDomain(guestMergeParts, domainId, eq(guestMergeParts.mergeId, merge.id)));
  const partIds = parts.map((part) => part.guestId);
  const involved = [merge.guestId, ...partIds];

  const found = await lockedGuests(db, domainId, involved);
  if (found.get(merge.guestId)?.mergedInto) throw refuse(GuestMergeRefusal.keptMergedSince);
  const [later] = await db
    .select({ id: guestMerges.id })
    .from(guestMerges)
    .where(
      inDomain(
        guestMerges,
        domainId,
        and(
          ne(guestMerges.id, merge.id),
          isNull(guestMerges.undoneAt),
          gt(guestMerges.mergedAt, merge.mergedAt),
          inArray(guestMerges.guestId, involved),
        ),
      ),
    )
    .limit(1);
  if (later) throw refuse(GuestMergeRefusal.laterMerge);

  // A booking since moved to yet another profile by an edit stays where that edit put it.
  await db
    .update(bookings)
    .set({ profileId: sql`${guestMergeMoves.fromGuestId}` })
    .from(guestMergeMoves)
    .where(
      and(
        inDomain(bookings, domainId, eq(bookings.profileId, merge.guestId)),
        inDomain(
          guestMergeMoves,
          domainId,
          eq(guestMergeMoves.mergeId, merge.id),
          eq(guestMergeMoves.bookingId, bookings.id),
        ),
      ),
    );
  await db
    .update(guests)
    .set({ mergedInto: null })
    .where(inDomain(guests, domainId, inArray(guests.id, partIds)));
  await db
    .update(guestMerges)
    .set({ undoneAt: sql`now()` })
    .where(inDomain(guestMerges, domainId, eq(guestMerges.id, merge.id)));
  return { MergeId: merge.id, Guest: await readGuest(db, domainId, merge.guestId) };
}
