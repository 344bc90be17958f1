import {
  type BookingStatus,
  dashboardCalls as calls,
  fromMinorUnits,
  OCCUPANCY_DAYS,
} from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serve } from "../../lib/serve.js";
import { dashboardOf } from "./service.js";

/** A quotient of minor units as money on the wire (2 decimals); 0 when nothing is divided. */
const moneyPer = (minorUnits: number, by: number) => (by ? fromMinorUnits(Math.round(minorUnits / by)) : 0);

const stayOf = (row: {
  bookingId: string;
  branchId: string;
  suiteCode: string;
  firstName: string;
  lastName: string;
  checkinDate: Date;
  checkoutDate: Date;
  status: BookingStatus;
  notes: string;
}) => ({
  BookingId: row.bookingId,
  BranchId: row.branchId,
  SuiteCode: row.suiteCode,
  Guest: `${row.firstName} ${row.lastName}`,
  CheckinDate: row.checkinDate.toISOString(),
  CheckoutDate: row.checkoutDate.toISOString(),
  Status: row.status,
  Notes: row.notes,
});

/** 30 nights' room-nights sold, available (less those out of order) and their rates in minor units. */
function totalsOf(
  nights: { occupied: number; revenue: number | string; out_of_order: number }[],
  rooms: number,
) {
  const available = rooms * OCCUPANCY_DAYS - nights.reduce((sum, night) => sum + night.out_of_order, 0);
  return {
    sold: nights.reduce((sum, night) => sum + night.occupied, 0),
    revenue: nights.reduce((sum, night) => sum + Number(night.revenue), 0),
    available: Math.max(available, 0),
  };
}

export async function dashboardRoutes(app: FastifyInstance) {
  serve(app, calls.figures, async ({ db, actor, params, query }) => {
    const { figures, days, daysAhead, today, timeZone, currency } = await dashboardOf(db, actor, {
      ...params,
      ...query,
    });
    const rate = (occupied: number) =>
      figures.rooms ? Math.round((occupied / figures.rooms) * 1000) / 10 : 0;
    const occupancy = (nights: typeof days) =>
      nights.map((day) => ({ Date: day.date, Occupied: day.occupied, Rate: rate(day.occupied) }));
    const past = totalsOf(days, figures.rooms);
    const ahead = totalsOf(daysAhead, figures.rooms);
    return {
      Rooms: figures.rooms,
      InHouse: figures.in_house,
      Free: Math.max(figures.rooms - figures.occupied, 0),
      CheckinsToday: figures.checkins_today,
      CheckoutsToday: figures.checkouts_today,
      FreeTonight: figures.free_tonight,
      ArrivalsDue: figures.arrivals_due,
      DeparturesDue: figures.departures_due,
      Occupancy: occupancy(days),
      TimeZone: timeZone,
      RoomsSold: past.sold,
      RoomsAvailable: past.available,
      RoomRevenue: fromMinorUnits(past.revenue),
      Adr: past.sold ? moneyPer(past.revenue, past.sold) : 0,
      RevPar: past.sold ? moneyPer(past.revenue, past.available) : 0,
      Forward: occupancy(daysAhead),
      ForwardRoomsSold: ahead.sold,
      ForwardRoomsAvailable: ahead.available,
      ForwardRoomRevenue: fromMinorUnits(ahead.revenue),
      Currency: currency,
      Arrivals: today.arrivals.map(stayOf),
      Departures: today.departures.map(stayOf),
      Dirty: today.dirty.map((room) => ({
        Code: room.code,
        BranchId: room.branchId,
        SuiteId: room.suiteId,
        Category: room.category,
        Housekeeping: room.housekeeping,
        Version: room.version,
      })),
    };
  });
}
