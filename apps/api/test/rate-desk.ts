import {
  calls,
  Permission,
  type RateCalendar,
  type RateCell,
  type RatePlan,
  type RatePlanCreateBody,
  type RatesBody,
} from "@concierge/contract";
import { expect } from "vitest";
import { signedInUser } from "./factories.js";
import { addSuite } from "./front-desk.js";
import type { Api } from "./harness.js";

/** A revenue manager in a domain of its own: rates and suites, and one suite `A5` at 120 a night. */
export async function rateDesk(api: Api) {
  const staff = await signedInUser(api, { permissions: [Permission.MANAGE_RATES, Permission.MANAGE_SUITES] });
  const suite = await addSuite(api, staff, staff.branchId, ["A5"]);
  return { ...staff, suite, bar: (await plansOf(api, staff))[0] as RatePlan };
}
export type RateDesk = Awaited<ReturnType<typeof rateDesk>>;

type Staff = { headers: Record<string, string>; domainId: string; branchId: string };

export async function plansOf(api: Api, staff: Staff) {
  const params = { domainId: staff.domainId, branchId: staff.branchId };
  const response = await api.call(calls.rates.plans, { params }, staff.headers);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { RatePlans: RatePlan[] }).RatePlans;
}

export const planBody = (staff: Staff, change: Partial<RatePlanCreateBody> = {}) => ({
  DomainId: staff.domainId,
  BranchId: staff.branchId,
  Code: "NREF",
  Name: "Non-refundable",
  Refundable: false,
  ...change,
});

export async function addPlan(api: Api, staff: Staff, change: Partial<RatePlanCreateBody> = {}) {
  const response = await api.call(calls.rates.createPlan, { body: planBody(staff, change) }, staff.headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as RatePlan;
}

export const sendRates = (api: Api, staff: Staff, body: Partial<RatesBody>) =>
  api.call(
    calls.rates.set,
    { params: { domainId: staff.domainId, branchId: staff.branchId }, body },
    staff.headers,
  );

/** Sets rates and answers the nights written. */
export async function setRates(api: Api, staff: Staff, body: Partial<RatesBody>) {
  const response = await sendRates(api, staff, body);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { Nights: number }).Nights;
}

export async function calendarOf(api: Api, staff: Staff, query: { from?: string; days?: number }) {
  const params = { domainId: staff.domainId, branchId: staff.branchId };
  const response = await api.call(calls.rates.calendar, { params, query }, staff.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RateCalendar;
}

/** A calendar's cells of one plan and suite, by night. */
export const cellsOf = (calendar: RateCalendar, planId: string, suiteId: string) =>
  Object.fromEntries(
    calendar.Cells.filter((cell) => cell.RatePlanId === planId && cell.SuiteId === suiteId).map(
      (cell): [string, RateCell] => [cell.Night, cell],
    ),
  );
