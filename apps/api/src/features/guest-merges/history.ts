import { type GuestMerge, GuestRefusal } from "@concierge/contract";
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { guestMergeMoves, guestMergeParts, guestMerges, guests, identities } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { domainOf, findInDomain, inDomain } from "../../lib/tenancy.js";

/** The merges into a profile, newest first, each with the profiles it merged and how many bookings it moved. */
export async function mergesInto(
  db: Db,
  actor: Actor,
  params: { domainId: string; guestId: string },
): Promise<{ Merges: GuestMerge[] }> {
  const domainId = await domainOf(db, actor, params.domainId);
  const guest = await findInDomain(db, guests, domainId, params.guestId, GuestRefusal.notFound);
  const merges = await db
    .select({
      id: guestMerges.id,
      mergedAt: guestMerges.mergedAt,
      undoneAt: guestMerges.undoneAt,
      mergedBy: identities.username,
      bookings: sql<number>`(select count(*)::int from ${guestMergeMoves} where ${inDomain(
        guestMergeMoves,
        domainId,
        eq(guestMergeMoves.mergeId, guestMerges.id),
      )})`,
    })
    .from(guestMerges)
    .leftJoin(identities, eq(identities.userId, guestMerges.mergedBy))
    .where(inDomain(guestMerges, domainId, eq(guestMerges.guestId, guest.id)))
    .orderBy(desc(guestMerges.mergedAt), desc(guestMerges.id));
  const parts = merges.length
    ? await db
        .select({
          mergeId: guestMergeParts.mergeId,
          Id: guests.id,
          FirstName: guests.firstName,
          LastName: guests.lastName,
          Email: guests.email,
        })
        .from(guestMergeParts)
        .innerJoin(guests, inDomain(guests, guestMergeParts.domainId, eq(guests.id, guestMergeParts.guestId)))
        .where(
          inDomain(
            guestMergeParts,
            domainId,
            inArray(
              guestMergeParts.mergeId,
              merges.map((merge) => merge.id),
            ),
          ),
        )
        .orderBy(guests.lastName, guests.firstName, guests.id)
    : [];
  return {
    Merges: merges.map((merge) => ({
      Id: merge.id,
      GuestId: guest.id,
      MergedAt: merge.mergedAt.toISOString(),
      MergedBy: merge.mergedBy,
      UndoneAt: merge.undoneAt?.toISOString() ?? null,
      Parts: parts.filter((part) => part.mergeId === merge.id).map(({ mergeId: _, ...part }) => part),
      Bookings: merge.bookings,
    })),
  };
}
