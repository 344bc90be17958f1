import type { PaymentMethod } from "@concierge/contract";
import { and, eq } from "drizzle-orm";
import { folios } from "../src/db/schema/index.js";
import { lockFolio, post } from "../src/features/folios/index.js";
import type { Api } from "./harness.js";

/** Who posts, as the API's actor: a user of the domain by id and name. */
export interface Poster {
  userId: string;
  domainId: string;
  branchId: string;
  username: string;
}

/** The booking's folio `number` (1 unless told), by id. */
export async function folioOf(api: Api, domainId: string, bookingId: string, number = 1) {
  const [folio] = await api.db
    .select({ id: folios.id, balance: folios.balance, status: folios.status })
    .from(folios)
    .where(and(eq(folios.domainId, domainId), eq(folios.bookingId, bookingId), eq(folios.number, number)));
  if (!folio) throw new Error(`no folio ${number} on booking ${bookingId}`);
  return folio;
}

/**
 * A payment of `amount` minor units (a refund of it when `refunds` names the payment) posted to the
 * booking's folio `folio` (1 unless told) as the API posts, through the ledger's lock: its entry's id.
 */
export async function postPayment(
  api: Api,
  poster: Poster,
  bookingId: string,
  amount: number,
  {
    method = "cash" as PaymentMethod,
    reference = "",
    refunds = undefined as string | undefined,
    folio: number = 1,
  } = {},
) {
  const { id } = await folioOf(api, poster.domainId, bookingId, number);
  return api.db.transaction(async (tx) => {
    const folio = await lockFolio(tx, poster.domainId, id);
    const signed = refunds ? amount : -amount;
    const line = { Amount: signed, Net: signed, Tax: 0, Taxes: [] };
    const kind = refunds ? ("refund" as const) : ("payment" as const);
    const actor = { ...poster, permissions: [] };
    const [entry] = await post(tx, actor, folio, [
      { kind, line, method, reference, correctsId: refunds, reason: refunds ? "returned" : "" },
    ]);
    return entry ?? "";
  });
}
