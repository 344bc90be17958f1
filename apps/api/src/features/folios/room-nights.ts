import { ROOM_ITEM, taxedLine } from "@concierge/contract";
import { and, asc, eq, exists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { bookingNights, bookings, folioEntries } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { inDomain } from "../../lib/tenancy.js";
import { itemOf, ratesOn, taxPeriodsOf } from "../catalogue/index.js";
import { type LockedFolio, post } from "./ledger.js";

/** A night of a stay not yet charged: its date, its price (minor units) and the room it was in. */
export interface UnpostedNight {
  night: string;
  price: number;
  suiteCode: string;
}

const charged = alias(folioEntries, "charged");

/** The booking's nights not charged as `room` on any of its folios, first night first. */
export async function unpostedNights(db: Db, domainId: string, bookingId: string): Promise<UnpostedNight[]> {
  return db
    .select({ night: bookingNights.night, price: bookingNights.price, suiteCode: bookings.suiteCode })
    .from(bookingNights)
    .innerJoin(bookings, inDomain(bookings, bookingNights.domainId, eq(bookings.id, bookingNights.bookingId)))
    .where(
      inDomain(
        bookingNights,
        domainId,
        eq(bookingNights.bookingId, bookingId),
        sql`not ${exists(
          db
            .select({ one: sql`1` })
            .from(charged)
            .where(
              inDomain(
                charged,
                bookingNights.domainId,
                and(
                  eq(charged.bookingId, bookingNights.bookingId),
                  eq(charged.serviceDate, bookingNights.night),
                  eq(charged.kind, "charge"),
                  eq(charged.item, ROOM_ITEM),
                ),
              ),
            ),
        )}`,
      ),
    )
    .orderBy(asc(bookingNights.night));
}

/**
 * Charges `nights` to the locked `folio` as the branch's `room` item, each at its own price and
 * taxed at the rates of its own night (a rate that changes mid-stay changes from that night on).
 */
export async function chargeNights(
  tx: Db,
  actor: Actor,
  folio: LockedFolio,
  nights: readonly UnpostedNight[],
) {
  if (!nights.length) return [];
  const room = await itemOf(tx, folio.domainId, folio.branchId, ROOM_ITEM);
  const periods = await taxPeriodsOf(tx, folio.domainId, folio.branchId, room.taxCodes);
  return post(
    tx,
    actor,
    folio,
    nights.map(({ night, price, suiteCode }) => ({
      kind: "charge" as const,
      item: room.code,
      // "Room 101": the item's name and the room the night was spent in.
      description: `${room.name} ${suiteCode}`,
      serviceDate: night,
      line: taxedLine(price, ratesOn(periods, room.taxCodes, night), folio.pricesIncludeTax),
    })),
  );
}
