import type { OccupancyDay } from "@concierge/contract";

/**
 * The chart's data: each night's share held, gone by (`Rate`) or booked ahead (`Ahead`); tonight,
 * the last night gone by, holds both, so that the two lines meet.
 */
export function chartDays(days: readonly OccupancyDay[], ahead: readonly OccupancyDay[]) {
  const last = days.length - 1;
  return [
    ...days.map((day, index) => ({
      Date: day.Date,
      Rate: day.Rate,
      Ahead: index === last ? day.Rate : undefined,
    })),
    ...ahead.map((day) => ({ Date: day.Date, Rate: undefined, Ahead: day.Rate })),
  ];
}
