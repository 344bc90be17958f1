import { randomUUID } from "node:crypto";
import { type Booking, calls, type Folio, IDEMPOTENCY_HEADER, Permission } from "@concierge/contract";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { branches, chargeItems, taxes } from "../src/db/schema/index.js";
import { signedInUser } from "./factories.js";
import { addSuite, walkIn } from "./front-desk.js";
import type { Api, Headers, Sent } from "./harness.js";

/** Front-desk staff who post and correct folios, in a domain of their own. */
export async function folioDesk(api: Api, permissions: readonly string[] = []) {
  const staff = await signedInUser(api, {
    permissions: [
      Permission.MANAGE_BOOKINGS,
      Permission.MANAGE_SUITES,
      Permission.MANAGE_FOLIOS,
      Permission.CORRECT_FOLIOS,
      ...permissions,
    ],
  });
  return staff;
}
export type Desk = Awaited<ReturnType<typeof folioDesk>>;

/** A walk-in of two nights at 120.00 in a room of its own (`code`), and its folio 1. */
export async function stayWithFolio(api: Api, staff: Desk, code = `R${randomUUID().slice(0, 6)}`) {
  await addSuite(api, staff, staff.branchId, [code]);
  const made = await api.call(
    calls.bookings.create,
    { body: walkIn(staff, { SuiteCode: code }) },
    staff.headers,
  );
  expect(made.statusCode, made.body).toBe(201);
  const booking = made.json() as Booking;
  const folio = await api.call(
    calls.folios.bookingFolio,
    { params: { domainId: staff.domainId, bookingId: booking.Id } },
    staff.headers,
  );
  return { booking, folio: folio.json() as Folio };
}

/** Sends a posting (or any folio call) to `folioId` of the staff's domain, with a fresh Idempotency-Key unless given. */
export function send(
  api: Api,
  staff: Desk,
  call: (typeof calls.folios)[keyof typeof calls.folios],
  folioId: string,
  input: Sent = {},
  key: string = randomUUID(),
) {
  const headers: Headers = { ...staff.headers, [IDEMPOTENCY_HEADER]: key };
  const params = { domainId: staff.domainId, folioId, ...input.params };
  return api.call(call, { ...input, params }, headers);
}

/** The branch's tax `code` at `percent` from `from` (until `to`, excluded), written as the catalogue would. */
export async function addTax(
  api: Api,
  staff: { domainId: string; branchId: string },
  code: string,
  percent: number,
  from: string,
  to: string | null = null,
) {
  await api.db.insert(taxes).values({
    domainId: staff.domainId,
    branchId: staff.branchId,
    code,
    name: code,
    rate: percent * 100,
    validFrom: from,
    validTo: to,
  });
}

/** An item of the branch's catalogue (price in minor units), or the `room` item's tax codes changed. */
export async function addItem(
  api: Api,
  staff: { domainId: string; branchId: string },
  code: string,
  price: number,
  taxCodes: string[],
) {
  await api.db
    .insert(chargeItems)
    .values({ domainId: staff.domainId, branchId: staff.branchId, code, name: code, price, taxCodes });
}

export async function roomTaxes(api: Api, staff: { domainId: string; branchId: string }, taxCodes: string[]) {
  await api.db
    .update(chargeItems)
    .set({ taxCodes })
    .where(
      and(
        eq(chargeItems.domainId, staff.domainId),
        eq(chargeItems.branchId, staff.branchId),
        eq(chargeItems.code, "room"),
      ),
    );
}

export async function pricesIncludeTax(
  api: Api,
  staff: { domainId: string; branchId: string },
  included: boolean,
) {
  await api.db
    .update(branches)
    .set({ pricesIncludeTax: included })
    .where(and(eq(branches.domainId, staff.domainId), eq(branches.id, staff.branchId)));
}
