import type { LiveEntity, LiveEvent } from "@concierge/contract";
import type { QueryClient, QueryKey } from "@tanstack/react-query";

// The features' root keys (each api.ts's `…Keys.all`; the bookings' writes name the same roots):
// typed here rather than imported, so that the shell does not load every feature's screens.
// Invalidating marks stale: only the queries on screen read again.
const viewsOf: Record<LiveEntity, QueryKey[]> = {
  // The rack and free rooms, today's lists, the bookings and the one open, its folios, the day's close.
  Booking: [["rooms"], ["dashboard"], ["bookings"], ["folios"], ["business-day"]],
  // The rack, housekeeping and free rooms; the dirty rooms of today's lists.
  Room: [["rooms"], ["dashboard"]],
  // The rack, free rooms and the offers of a new booking.
  Block: [["rooms"], ["bookings", "offers"]],
  // The folio, the cashier's lists, the bookings' balances.
  Folio: [["folios"], ["cashier"], ["bookings"]],
  // The profile, the guests' list, the bookings that name the guest.
  Guest: [["guests"], ["bookings"]],
};

/** What to read again after a change: the views that show its entity. */
export const viewsToRefresh = (event: Pick<LiveEvent, "Entity">) => viewsOf[event.Entity];

// A write of this tab refetches its views itself once answered (see `useWrite`).
const OWN_WRITE_MS = 10_000;

/** Whether this tab wrote lately, as `username`: its own change's event then needs no refetch. */
function wroteLately(queryClient: QueryClient) {
  const now = Date.now();
  return queryClient
    .getMutationCache()
    .getAll()
    .some(({ state }) => state.status === "pending" || now - state.submittedAt < OWN_WRITE_MS);
}

/** Marks stale what a colleague's change (or this user's in another tab or browser) altered. */
export function refreshFor(queryClient: QueryClient, username: string) {
  return (event: LiveEvent) => {
    if (event.ActorName === username && wroteLately(queryClient)) return;
    for (const queryKey of viewsToRefresh(event)) void queryClient.invalidateQueries({ queryKey });
  };
}
