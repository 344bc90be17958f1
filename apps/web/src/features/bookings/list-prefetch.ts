import { calls } from "@concierge/contract";
import { listViewOf } from "../../lib/list-view";
import { queryClient } from "../../lib/query-client";
import { sessionStore } from "../../lib/session";
import { branchChoicesQuery } from "../names";
import { bookingsQuery } from "./api";

/**
 * Asks for what the bookings screen at `url` shows first, its list and its branch's name and
 * zone, while the screen's code is still on its way: it finds them asked for, or here, and paints
 * its rows sooner (app/router.tsx, the route's loader). The same keys as the screen's own calls.
 */
export function prefetchBookings(url: URL) {
  const { User } = sessionStore.get();
  const domainId = User?.DomainId ?? "";
  const branchId = url.searchParams.get("branch") || User?.BranchId || "";
  if (domainId === "" || branchId === "") return;
  const view = listViewOf(calls.bookings.list, url.searchParams);
  void queryClient.prefetchQuery(bookingsQuery(domainId, branchId, view));
  void queryClient.prefetchQuery(branchChoicesQuery(domainId));
}
