import { calls, type RatePlanCreateBody, type RatePlanUpdateBody, type RatesBody } from "@concierge/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { send } from "../../lib/http";
import { useWrite } from "../../lib/use-write";

export const rateKeys = {
  all: ["rates"] as const,
  plans: (domainId: string, branchId: string) => [...rateKeys.all, "plans", domainId, branchId] as const,
  calendar: (domainId: string, branchId: string, from: string | undefined, days: number) =>
    [...rateKeys.all, "calendar", domainId, branchId, from ?? "today", days] as const,
};

/** A branch's rate plans, archived ones too. */
export const ratePlansQuery = (domainId: string, branchId: string) =>
  queryOptions({
    queryKey: rateKeys.plans(domainId, branchId),
    queryFn: ({ signal }) => send(calls.rates.plans, { params: { domainId, branchId } }, signal),
    enabled: domainId !== "" && branchId !== "",
  });

export const useRatePlans = (domainId: string, branchId: string) =>
  useQuery(ratePlansQuery(domainId, branchId));

/** Every plan's price and restrictions of each suite over `days` nights from `from` (today when undefined). */
export const rateCalendarQuery = (
  domainId: string,
  branchId: string,
  from: string | undefined,
  days: number,
) =>
  queryOptions({
    queryKey: rateKeys.calendar(domainId, branchId, from, days),
    queryFn: ({ signal }) =>
      send(calls.rates.calendar, { params: { domainId, branchId }, query: { from, days } }, signal),
    enabled: domainId !== "" && branchId !== "",
    placeholderData: keepPreviousData,
  });

export const useRateCalendar = (domainId: string, branchId: string, from: string | undefined, days: number) =>
  useQuery(rateCalendarQuery(domainId, branchId, from, days));

// A plan or a price changes the calendar and the offers the booking form reads.
const useRateWrite = <Input, Output>(write: (input: Input, idempotencyKey: string) => Promise<Output>) =>
  useWrite(write, rateKeys.all, { alsoKeys: [["offers"]] });

/** Creates the plan, or edits it when the body names its `Id`. */
export const useSaveRatePlan = () =>
  useRateWrite((body: RatePlanCreateBody | RatePlanUpdateBody, key) =>
    "Id" in body
      ? send(calls.rates.updatePlan, { body })
      : send(calls.rates.createPlan, { body }, undefined, key),
  );

export const useSetRates = () =>
  useRateWrite(({ domainId, branchId, body }: { domainId: string; branchId: string; body: RatesBody }) =>
    send(calls.rates.set, { params: { domainId, branchId }, body }),
  );
