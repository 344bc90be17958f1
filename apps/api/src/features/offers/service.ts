import {
  addDays,
  BookingRefusal,
  dayIn,
  daysBetween,
  fromMinorUnits,
  instantAt,
  type Offer,
  OfferRefusal,
  RateRefusal,
} from "@concierge/contract";
import type { Db } from "../../db/client.js";
import type { Actor } from "../../lib/actor.js";
import { refuse } from "../../lib/errors.js";
import { NOON } from "../../lib/nights.js";
import { domainOf } from "../../lib/tenancy.js";
import { branchZoneOf } from "../branches/index.js";
import { freeRoomsQuery } from "../rooms/index.js";
import { type PricedDay, pricedDays } from "./priced-days.js";
import { inWords, stayReasons } from "./reasons.js";

interface Asked {
  domainId: string;
  branchId: string;
  arrival: string;
  departure: string;
  adults: number;
}

/**
 * The offers of a branch for a stay (CONTRACT, "Rate plans and prices"): one per active plan and
 * category for `adults`, with the rooms free for every night, the nights' prices and what refuses
 * the stay. Two statements whatever the branch's size: the priced days and the free rooms.
 */
export async function offersOf(db: Db, actor: Actor, asked: Asked, maxNights: number): Promise<Offer[]> {
  const domainId = await domainOf(db, actor, asked.domainId);
  const { id: branchId, timeZone } = await branchZoneOf(db, domainId, asked.branchId);
  if (asked.arrival < dayIn(new Date(), timeZone)) throw refuse(OfferRefusal.arrivalPast);
  if (daysBetween(asked.arrival, asked.departure) > maxNights)
    throw refuse(BookingRefusal.tooLong(maxNights));
  // The nights, noon to noon as a block holds them: the guest leaving on the arrival's morning
  // and the one arriving on the departure's afternoon leave the room free.
  const nights = {
    checkin: instantAt(asked.arrival, NOON, timeZone),
    checkout: instantAt(asked.departure, NOON, timeZone),
  };
  const [days, rooms] = await Promise.all([
    pricedDays(db, { ...asked, domainId, branchId }),
    freeRoomsQuery(db, domainId, branchId, nights),
  ]);
  const free = new Map<string, number>();
  for (const room of rooms) free.set(room.suiteId, (free.get(room.suiteId) ?? 0) + 1);
  return byOffer(days).map((offered) => offer(offered, free.get(offered[0].suiteId) ?? 0));
}

type Offered = [PricedDay, ...PricedDay[]];

/** The days of each plan and suite together, in the order read. */
function byOffer(days: readonly PricedDay[]): Offered[] {
  const offers: Offered[] = [];
  for (const day of days) {
    const last = offers.at(-1);
    if (last && last[0].planId === day.planId && last[0].suiteId === day.suiteId) last.push(day);
    else offers.push([day]);
  }
  return offers;
}

function offer(days: Offered, free: number): Offer {
  const [first] = days;
  // The departure day is read for its restriction only: it is not a night of the stay.
  const nights = days.slice(0, -1);
  const reasons = stayReasons(days, free);
  return {
    RatePlanId: first.planId,
    RatePlan: first.planCode,
    SuiteId: first.suiteId,
    Category: first.category,
    Free: free,
    Total: fromMinorUnits(nights.reduce((total, night) => total + night.price, 0)),
    Nights: nights.map((night) => ({ Night: night.day, Price: fromMinorUnits(night.price) })),
    Refused: reasons.map(inWords),
    Reasons: reasons,
  };
}

/**
 * Refuses (409 `rate_refused`, the reasons in words) a new stay of a suite's room from `checkin`
 * to `checkout` that the plan's restrictions do not sell: the offers' own rule. Whether the room
 * is free is the hold's business.
 */
export async function checkStaySells(
  db: Db,
  domainId: string,
  room: { branchId: string; suiteId: string; timeZone: string },
  planId: string,
  checkin: Date,
  checkout: Date,
) {
  const arrival = dayIn(checkin, room.timeZone);
  // A stay counts at least one night, as its nights do (bookings/nights.ts).
  const departure = [dayIn(checkout, room.timeZone), addDays(arrival, 1)].sort().at(-1) ?? arrival;
  const days = await pricedDays(db, {
    domainId,
    branchId: room.branchId,
    arrival,
    departure,
    planId,
    suiteId: room.suiteId,
  });
  const reasons = stayReasons(days);
  if (reasons.length) throw refuse(RateRefusal.refused(reasons.map(inWords)));
}
