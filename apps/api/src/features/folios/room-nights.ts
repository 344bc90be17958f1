import { ROOM_ITEM, taxedLine } from "@concierge/contract";
import { and, asc, eq, exists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { bookingNights, bookings, folioEntries } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { inDomain } from "../../lib/tenancy.js";
import { itemOf, ratesOn, type TaxPeriod, taxPeriodsOf } from "../catalogue/index.js";
import { type LockedFolio, type Posting, post } from "./ledger.js";

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

/** What a night is charged as: the branch's `room` item and the periods of its taxes. */
export interface RoomCharging {
  room: { code: string; name: string; taxCodes: string[] };
  periods: TaxPeriod[];
  pricesIncludeTax: boolean;
}

/** The branch's `room` item and its taxes' periods: one read for many nights. */
export async function roomCharging(
  tx: Db,
  domainId: string,
  branchId: string,
  pricesIncludeTax: boolean,
): Promise<RoomCharging> {
  const room = await itemOf(tx, domainId, branchId, ROOM_ITEM);
  return { room, periods: await taxPeriodsOf(tx, domainId, branchId, room.taxCodes), pricesIncludeTax };
}

/**
 * A night charged as the branch's `room` item, at its own price and taxed at the rates of its own
 * night (a rate that changes mid-stay changes from that night on).
 */
export const roomNightPosting = (
  { room, periods, pricesIncludeTax }: RoomCharging,
  { night, price, suiteCode }: UnpostedNight,
): Posting => ({
  kind: "charge",
  item: room.code,
  // "Room 101": the item's name and the room the night was spent in.
  description: `${room.name} ${suiteCode}`,
  serviceDate: night,
  line: taxedLine(price, ratesOn(periods, room.taxCodes, night), pricesIncludeTax),
});

/** Charges `nights` to the locked `folio` as the branch's `room` item. */
export async function chargeNights(
  tx: Db,
  actor: Actor,
  folio: LockedFolio,
  nights: readonly UnpostedNight[],
) {
  if (!nights.length) return [];
  const charging = await roomCharging(tx, folio.domainId, folio.branchId, folio.pricesIncludeTax);
  return post(
    tx,
    actor,
    folio,
    nights.map((night) => roomNightPosting(charging, night)),
  );
}
