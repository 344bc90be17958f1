import { type TaxedLine, taxedLine } from "@concierge/contract";
import { and, eq } from "drizzle-orm";
import { folios } from "../src/db/schema/index.js";
import { lockFolio, type Posting, post } from "../src/features/folios/index.js";
import type { Api } from "./harness.js";

/** The booking's folio of that number (1: the one made with it). */
export async function folioOf(api: Api, domainId: string, bookingId: string, number = 1) {
  const [folio] = await api.db
    .select()
    .from(folios)
    .where(and(eq(folios.domainId, domainId), eq(folios.bookingId, bookingId), eq(folios.number, number)));
  if (!folio) throw new Error(`booking ${bookingId} has no folio ${number}`);
  return folio;
}

/** Posts as the API posts (the folio locked, then the entries), answering their ids. */
export function postInto(
  api: Api,
  staff: { userId: string; domainId: string; branchId: string },
  folioId: string,
  postings: Posting[],
) {
  const actor = { ...staff, username: "invoice-test", permissions: [] };
  return api.db.transaction(async (tx) =>
    post(tx, actor, await lockFolio(tx, staff.domainId, folioId), postings),
  );
}

/** A charge of `line`, and (unless told not to) its payment in cash: a folio that balances. */
export async function settled(
  api: Api,
  staff: { userId: string; domainId: string; branchId: string },
  folioId: string,
  line: TaxedLine = taxedLine(12_000, [], true),
  { pay = true, item = "minibar" } = {},
) {
  const payment = { Amount: -line.Amount, Net: -line.Amount, Tax: 0, Taxes: [] };
  return postInto(api, staff, folioId, [
    { kind: "charge", item, description: "Snacks", quantity: 1, line },
    ...(pay ? [{ kind: "payment" as const, line: payment, method: "card" as const }] : []),
  ]);
}
