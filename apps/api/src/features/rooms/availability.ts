import { AvailabilityRefusal, DEFAULT_CURRENCY } from "@concierge/contract";
import { asc, eq, isNull, ne, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { domains, roomHolds, suiteCodes, suites } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { refuse } from "../../lib/errors.js";
import { stayPeriod } from "../../lib/nights.js";
import { domainOf, inDomain } from "../../lib/tenancy.js";
import { branchOf } from "../branches/index.js";

interface Stay {
  domainId: string;
  branchId: string;
  /** When absent, now: a walk-in. */
  checkin?: string;
  checkout: string;
  /** The booking being edited: its own hold does not take its room. */
  except?: string;
}

/**
 * The rooms of a branch that nothing holds for any part of `[checkin, checkout)`, as the exclusion
 * constraint `room_holds_no_overlap` would judge a stay there, but for archived suites' rooms. Cancelled and no-show bookings hold
 * nothing; blocks, and checked-out stays up to their departure, do.
 */
export async function freeRooms(db: Db, actor: Actor, at: Stay) {
  const domainId = await domainOf(db, actor, at.domainId);
  const branchId = await branchOf(db, domainId, at.branchId);
  const checkin = at.checkin ? new Date(at.checkin) : new Date();
  const checkout = new Date(at.checkout);
  if (checkout <= checkin) throw refuse(AvailabilityRefusal.checkoutAfterCheckin);
  const [rooms, [domain]] = await Promise.all([
    freeRoomsQuery(db, domainId, branchId, { checkin, checkout, except: at.except }),
    db.select({ currency: domains.currency }).from(domains).where(eq(domains.id, domainId)),
  ]);
  return { checkin, checkout, currency: domain?.currency ?? DEFAULT_CURRENCY, rooms };
}

/**
 * The query: a branch's rooms (`suite_codes`) without a hold overlapping the stay. The holds are
 * read through the GiST index of `room_holds_no_overlap` (domain, branch, room `=`, `during &&`):
 * only those overlapping the stay, whatever the branch's history (the planner anti-joins them).
 */
export function freeRoomsQuery(
  db: Db,
  domainId: string,
  branchId: string,
  stay: { checkin: Date; checkout: Date; except?: string },
) {
  const during = stayPeriod(stay.checkin, stay.checkout);
  const holding = db
    .select({ held: sql`1` })
    .from(roomHolds)
    .where(
      inDomain(
        roomHolds,
        suiteCodes.domainId,
        eq(roomHolds.branchId, suiteCodes.branchId),
        eq(roomHolds.suiteCode, suiteCodes.code),
        sql`${roomHolds.during} && ${during}`,
        stay.except ? or(isNull(roomHolds.bookingId), ne(roomHolds.bookingId, stay.except)) : undefined,
      ),
    );
  return (
    db
      .select({
        code: suiteCodes.code,
        category: suites.category,
        suiteId: suiteCodes.suiteId,
        price: suites.price,
        housekeeping: suiteCodes.housekeeping,
      })
      .from(suiteCodes)
      // An archived suite's rooms are offered for no new stay.
      .innerJoin(
        suites,
        inDomain(suites, suiteCodes.domainId, eq(suites.id, suiteCodes.suiteId), isNull(suites.archivedAt)),
      )
      .where(inDomain(suiteCodes, domainId, eq(suiteCodes.branchId, branchId), notExists(holding)))
      .orderBy(asc(suites.category), asc(suiteCodes.code))
  );
}
