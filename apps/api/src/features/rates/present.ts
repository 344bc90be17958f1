import { fromMinorUnits, type RateCell, type RatePlan, type RateSource } from "@concierge/contract";
import type { ratePlans } from "../../db/schema/index.js";

export type PlanRow = typeof ratePlans.$inferSelect;

export const presentPlan = (row: PlanRow): RatePlan => ({
  Id: row.id,
  DomainId: row.domainId,
  BranchId: row.branchId,
  Code: row.code,
  Name: row.name,
  ParentId: row.parentId,
  Percent: row.percent,
  Amount: row.amount === null ? null : fromMinorUnits(row.amount),
  Refundable: row.refundable,
  Active: row.active,
});

/** A night of the calendar as its statement reads it (calendar.ts); money in minor units. */
export interface CellRow {
  planId: string;
  suiteId: string;
  night: string;
  price: number;
  closed: boolean;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  minStay: number | null;
  maxStay: number | null;
  source: RateSource;
  setFrom: string | null;
  setTo: string | null;
  setWeekdays: number[] | null;
}

export const presentCell = (row: CellRow): RateCell => ({
  RatePlanId: row.planId,
  SuiteId: row.suiteId,
  Night: row.night,
  Price: fromMinorUnits(row.price),
  Closed: row.closed,
  ClosedToArrival: row.closedToArrival,
  ClosedToDeparture: row.closedToDeparture,
  MinStay: row.minStay,
  MaxStay: row.maxStay,
  Source: row.source,
  Set:
    row.setFrom === null || row.setTo === null
      ? null
      : { From: row.setFrom, To: row.setTo, Weekdays: row.setWeekdays ?? [] },
});
