import { type CloseDayBody, calls } from "@concierge/contract";
import { type QueryKey, queryOptions, useQuery } from "@tanstack/react-query";
import { send } from "../../lib/http";
import { useWrite } from "../../lib/use-write";
import { dayReportKeys } from "../day-reports";
import { folioKeys } from "../folios";
import { branchesKey } from "../names";

/** The business day's queries; a booking's write refreshes them under this root too. */
export const dayKeys = {
  all: ["business-day"] as const,
  status: (domainId: string, branchId: string) => [...dayKeys.all, "status", domainId, branchId] as const,
};

/** What stands between the branch and closing its day: its three lists and the dates. */
export const dayStatusQuery = (domainId: string, branchId: string) =>
  queryOptions({
    queryKey: dayKeys.status(domainId, branchId),
    queryFn: ({ signal }) => send(calls.day.status, { params: { domainId, branchId } }, signal),
    enabled: domainId !== "" && branchId !== "",
  });

export const useDayStatus = (domainId: string, branchId: string) =>
  useQuery(dayStatusQuery(domainId, branchId));

// The close posts into the folios, marks no-shows and moves the branch's date (the header's chip).
const closedViews: QueryKey[] = [
  branchesKey,
  folioKeys.all,
  ["bookings"],
  ["rooms"],
  ["dashboard"],
  ["cashier"],
  // The forecast from the new business date, and the report of the day just closed.
  dayReportKeys.all,
];

/** The night audit of the branch's business date, sent once however often it is retried. */
export const useCloseDay = () =>
  useWrite(
    ({ domainId, branchId, body }: { domainId: string; branchId: string; body: CloseDayBody }, key) =>
      send(calls.day.close, { params: { domainId, branchId }, body }, undefined, key),
    dayKeys.all,
    { alsoKeys: closedViews },
  );
