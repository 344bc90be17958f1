import { type Guest, GuestErasureRefusal, GuestRefusal, profileColumns } from "@concierge/contract";
import { eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { one } from "../../db/one.js";
import { guests } from "../../db/schema/index.js";
import { refuse } from "../../lib/errors.js";
import { inDomain, rowId } from "../../lib/tenancy.js";

/**
 * A profile a booking may name: one of the domain's, not merged into another nor anonymized (else
 * refused). Locked for share until the booking commits, so that an anonymization waits for it.
 */
export async function namedProfile(tx: Tx, domainId: string, profileId: string): Promise<string> {
  const id = rowId(profileId, GuestRefusal.notFound);
  const [found] = await tx
    .select({ id: guests.id, mergedInto: guests.mergedInto, anonymizedAt: guests.anonymizedAt })
    .from(guests)
    .where(inDomain(guests, domainId, eq(guests.id, id)))
    .for("share");
  if (!found) throw refuse(GuestRefusal.notFound);
  if (found.mergedInto !== null) throw refuse(GuestRefusal.merged);
  if (found.anonymizedAt !== null) throw refuse(GuestErasureRefusal.anonymized);
  return found.id;
}

/**
 * The profile of a new booking's guest, in the booking's transaction (CONTRACT, "Guests"): the one
 * it names, else the domain's profile with the same email whatever its case, else a new one made
 * from the booking's guest fields. Bookings of one email queue on a lock of it, so that the first
 * of a new email makes its one profile.
 */
export async function profileOf(tx: Tx, domainId: string, guest: Guest & { ProfileId?: string }) {
  if (guest.ProfileId !== undefined) return namedProfile(tx, domainId, guest.ProfileId);
  if (guest.Email !== "") {
    // Two first bookings of one email at once would each find no profile and make one: the second
    // waits here until the first commits, then finds the first's.
    const key = `guest:${domainId}:${guest.Email.toLowerCase()}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const [same] = await tx
      .select({ id: guests.id })
      .from(guests)
      .where(
        inDomain(
          guests,
          domainId,
          sql`lower(${guests.email}) = lower(${guest.Email})`,
          isNull(guests.mergedInto),
        ),
      )
      .orderBy(guests.createdAt, guests.id)
      .limit(1);
    if (same) return same.id;
  }
  const made = one(
    await tx
      .insert(guests)
      .values({ domainId, ...profileColumns(guest) })
      .returning({ id: guests.id }),
  );
  return made.id;
}
