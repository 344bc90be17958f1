import { calls } from "@concierge/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { downloadCsv, send } from "../../lib/http";

export const cashierKeys = {
  all: ["cashier"] as const,
  day: (domainId: string, branchId: string, date: string | undefined) =>
    [...cashierKeys.all, "day", domainId, branchId, date ?? "business-day"] as const,
  unbalanced: (domainId: string, branchId: string) =>
    [...cashierKeys.all, "unbalanced", domainId, branchId] as const,
};

/** The branch's payments and refunds of `date` (its business day when undefined). */
export const cashierDayQuery = (domainId: string, branchId: string, date: string | undefined) =>
  queryOptions({
    queryKey: cashierKeys.day(domainId, branchId, date),
    queryFn: ({ signal }) =>
      send(calls.cashier.cashierDay, { params: { domainId, branchId }, query: { date } }, signal),
    enabled: domainId !== "" && branchId !== "",
    placeholderData: keepPreviousData,
  });

export const useCashierDay = (domainId: string, branchId: string, date: string | undefined) =>
  useQuery(cashierDayQuery(domainId, branchId, date));

/** The branch's departed stays whose folios do not balance. */
export const unbalancedQuery = (domainId: string, branchId: string) =>
  queryOptions({
    queryKey: cashierKeys.unbalanced(domainId, branchId),
    queryFn: ({ signal }) => send(calls.cashier.unbalanced, { params: { domainId, branchId } }, signal),
    enabled: domainId !== "" && branchId !== "",
  });

export const useUnbalanced = (domainId: string, branchId: string) =>
  useQuery(unbalancedQuery(domainId, branchId));

/** The day's entries as a CSV file, saved under the server's name. */
export const downloadCashierDay = (domainId: string, branchId: string, date: string | undefined) =>
  downloadCsv(calls.cashier.cashierDay, { params: { domainId, branchId }, query: { date } });
