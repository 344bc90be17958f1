import {
  type ChargeBody,
  FolioRefusal,
  type PaymentBody,
  ROOM_ITEM,
  type TaxedLine,
  taxedLine,
  toMinorUnits,
} from "@concierge/contract";
import { eq } from "drizzle-orm";
import { atomically } from "../../db/atomically.js";
import type { Db } from "../../db/client.js";
import { bookingNights } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { violatedConstraint } from "../../lib/db-errors.js";
import { refuse } from "../../lib/errors.js";
import { domainOf, inDomain } from "../../lib/tenancy.js";
import { itemOf, taxRatesOn } from "../catalogue/index.js";
import { type LockedFolio, lockFolio, post } from "./ledger.js";
import { readFolio } from "./read.js";
import { chargeNights, unpostedNights } from "./room-nights.js";

export interface FolioPath {
  domainId: string;
  folioId: string;
}

/**
 * Runs one posting: the folio locked, `write`'s checks and entries, in one transaction (the
 * call's own, when it has one); answers the folio as it then is.
 */
export async function posting(
  db: Db,
  actor: Actor,
  path: FolioPath,
  write: (tx: Db, folio: LockedFolio) => Promise<unknown>,
) {
  const domainId = await domainOf(db, actor, path.domainId);
  return atomically(db, async (tx) => {
    const folio = await lockFolio(tx, domainId, path.folioId);
    await write(tx, folio);
    return readFolio(tx, domainId, folio.id);
  });
}

/** Charges a night of the stay (the first not charged when no ServiceDate), at that night's price. */
async function chargeNight(
  tx: Db,
  actor: Actor,
  folio: LockedFolio,
  body: ChargeBody,
  tried: { night?: string },
) {
  const unposted = await unpostedNights(tx, folio.domainId, folio.bookingId);
  const day = body.ServiceDate ?? unposted[0]?.night;
  if (day === undefined) throw refuse(FolioRefusal.allNightsCharged);
  const night = unposted.find((unpostedNight) => unpostedNight.night === day);
  if (!night) {
    const [ofStay] = await tx
      .select({ night: bookingNights.night })
      .from(bookingNights)
      .where(
        inDomain(
          bookingNights,
          folio.domainId,
          eq(bookingNights.bookingId, folio.bookingId),
          eq(bookingNights.night, day),
        ),
      );
    throw refuse(ofStay ? FolioRefusal.nightCharged(day) : FolioRefusal.notANight(day));
  }
  // A night's price is the stay's (its rate plan's, as booked): a price typed here would disagree.
  const priced = body.Price === undefined || toMinorUnits(body.Price) === night.price;
  if (!priced || (body.Quantity ?? 1) !== 1) throw refuse(FolioRefusal.roomPriced);
  tried.night = day;
  await chargeNights(tx, actor, folio, [night]);
}

/** Charges an item of the branch's catalogue: its price (or the one given) times the quantity, taxed per line. */
async function chargeItem(tx: Db, actor: Actor, folio: LockedFolio, body: ChargeBody) {
  const item = await itemOf(tx, folio.domainId, folio.branchId, body.Item);
  const quantity = body.Quantity ?? 1;
  const price = body.Price === undefined ? item.price : toMinorUnits(body.Price);
  const serviceDate = body.ServiceDate ?? folio.businessDate;
  const rates = await taxRatesOn(tx, folio.domainId, folio.branchId, item.taxCodes, serviceDate);
  const line: TaxedLine = taxedLine(price * quantity, rates, folio.pricesIncludeTax);
  await post(tx, actor, folio, [
    {
      kind: "charge",
      item: item.code,
      description: body.Description || item.name,
      quantity,
      serviceDate,
      line,
    },
  ]);
}

export async function charge(db: Db, actor: Actor, path: FolioPath, body: ChargeBody) {
  const tried: { night?: string } = {};
  try {
    return await posting(db, actor, path, (tx, folio) =>
      body.Item.toLowerCase() === ROOM_ITEM
        ? chargeNight(tx, actor, folio, body, tried)
        : chargeItem(tx, actor, folio, body),
    );
  } catch (error) {
    // Another folio of the booking charged the same night meanwhile: the unique index refuses it.
    if (tried.night && violatedConstraint(error) === "folio_entries_room_night_key") {
      throw refuse(FolioRefusal.nightCharged(tried.night));
    }
    throw error;
  }
}

/** A payment takes from the balance: its entry's amount is the payment's, negative, untaxed. */
export function pay(db: Db, actor: Actor, path: FolioPath, body: PaymentBody) {
  const amount = -toMinorUnits(body.Amount);
  return posting(db, actor, path, (tx, folio) =>
    post(tx, actor, folio, [
      {
        kind: "payment",
        line: { Amount: amount, Net: amount, Tax: 0, Taxes: [] },
        method: body.Method,
        reference: body.Reference ?? "",
      },
    ]),
  );
}
