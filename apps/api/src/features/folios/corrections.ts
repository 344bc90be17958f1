import {
  type AllowanceBody,
  FolioRefusal,
  negatedLine,
  partOfLine,
  type RefundBody,
  type TaxedLine,
  toMinorUnits,
} from "@concierge/contract";
import { eq, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { folioEntries, type LineTax } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { refuse } from "../../lib/errors.js";
import { inDomain, rowId } from "../../lib/tenancy.js";
import type { LockedFolio } from "./ledger.js";
import { post } from "./ledger.js";
import { type FolioPath, posting } from "./postings.js";
import type { EntryRow } from "./present.js";
import { type Origin, originOf } from "./remainders.js";

const corrected = alias(folioEntries, "corrected");

/** The sum of lines, taxes added up by code and rate in the order the first line names them. */
function sumOf(lines: readonly { amount: number; net: number; tax: number; taxes: LineTax[] }[]): TaxedLine {
  const taxes = new Map<string, LineTax>();
  for (const line of lines) {
    for (const tax of line.taxes) {
      const key = `${tax.Code}\u0000${tax.Rate}`;
      const sum = taxes.get(key) ?? { Code: tax.Code, Rate: tax.Rate, Tax: 0 };
      taxes.set(key, { ...sum, Tax: sum.Tax + tax.Tax });
    }
  }
  const add = (part: (line: (typeof lines)[number]) => number) =>
    lines.reduce((sum, line) => sum + part(line), 0);
  return {
    Amount: add((l) => l.amount),
    Net: add((l) => l.net),
    Tax: add((l) => l.tax),
    Taxes: [...taxes.values()],
  };
}

/** An entry of the locked folio and what is left of it: its line less the corrections posted in this folio. */
export interface LeftEntry {
  entry: EntryRow;
  origin: Origin | null;
  /** Signed as the entry: a charge's left line adds, a payment's takes. */
  left: TaxedLine;
}

/** The entry `entryId` of the locked `folio` (404 for any other) and what is left of it. */
export async function leftOf(tx: Db, folio: LockedFolio, entryId: string): Promise<LeftEntry> {
  const id = rowId(entryId, FolioRefusal.entryNotFound);
  const rows = await tx
    .select({ entry: folioEntries, correctedFolioId: corrected.folioId })
    .from(folioEntries)
    .leftJoin(
      corrected,
      inDomain(corrected, folioEntries.domainId, eq(corrected.id, folioEntries.correctsId)),
    )
    .where(
      inDomain(
        folioEntries,
        folio.domainId,
        eq(folioEntries.folioId, folio.id),
        or(eq(folioEntries.id, id), eq(folioEntries.correctsId, id)),
      ),
    );
  const own = rows.find(({ entry }) => entry.id === id);
  if (!own) throw refuse(FolioRefusal.entryNotFound);
  const arrived = own.correctedFolioId !== null && own.correctedFolioId !== folio.id;
  return {
    entry: own.entry,
    origin: originOf(own.entry, arrived),
    left: sumOf(rows.map(({ entry }) => entry)),
  };
}

/** The method of the payment a refund gives back: a transfer in has none, its origin has. */
async function methodOf(tx: Db, domainId: string, entry: EntryRow) {
  let current: Pick<EntryRow, "method" | "correctsId"> | undefined = entry;
  while (current && current.method === null && current.correctsId !== null) {
    [current] = await tx
      .select({ method: folioEntries.method, correctsId: folioEntries.correctsId })
      .from(folioEntries)
      .where(inDomain(folioEntries, domainId, eq(folioEntries.id, current.correctsId)));
  }
  return current?.method ?? "other";
}

/** An allowance on a charge (or a charge moved in): all that is left of it, or `Amount` of it. */
export function allow(db: Db, actor: Actor, path: FolioPath & { entryId: string }, body: AllowanceBody) {
  return posting(db, actor, path, async (tx, folio) => {
    const { entry, origin, left } = await leftOf(tx, folio, path.entryId);
    if (origin !== "charge") throw refuse(FolioRefusal.notACharge);
    const amount = body.Amount === undefined ? left.Amount : toMinorUnits(body.Amount);
    if (amount <= 0 || amount > left.Amount)
      throw refuse(FolioRefusal.overAllowance(left.Amount, folio.currency));
    await post(tx, actor, folio, [
      {
        kind: "allowance",
        line: negatedLine(partOfLine(left, amount)),
        item: entry.item,
        description: entry.description,
        serviceDate: entry.serviceDate,
        correctsId: entry.id,
        reason: body.Reason,
      },
    ]);
  });
}

/** A refund of a payment (or a payment moved in): at most what is left of it; it adds to the balance. */
export function refund(db: Db, actor: Actor, path: FolioPath & { entryId: string }, body: RefundBody) {
  return posting(db, actor, path, async (tx, folio) => {
    const { entry, origin, left } = await leftOf(tx, folio, path.entryId);
    if (origin !== "payment") throw refuse(FolioRefusal.notAPayment);
    const amount = toMinorUnits(body.Amount);
    const remaining = -left.Amount;
    if (amount > remaining) throw refuse(FolioRefusal.overRefund(remaining, folio.currency));
    await post(tx, actor, folio, [
      {
        kind: "refund",
        line: { Amount: amount, Net: amount, Tax: 0, Taxes: [] },
        method: await methodOf(tx, folio.domainId, entry),
        reference: entry.reference,
        correctsId: entry.id,
        reason: body.Reason,
      },
    ]);
  });
}
