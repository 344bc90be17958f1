import { FolioRefusal, type TaxedLine } from "@concierge/contract";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { branches, folioEntries, folios } from "../../db/schema/index.js";
import { refuse } from "../../lib/errors.js";
import { inDomain, rowId } from "../../lib/tenancy.js";

/**
 * The ledger's one way in (decision 0041): a posting locks its folio's row, checks it is open,
 * writes its entries and moves the balance by their sum, all in one transaction. Entries are only
 * ever inserted: a trigger refuses any change or deletion, and the API's role holds neither right.
 */

/** A folio locked for posting, with what its entries need of its branch. */
export interface LockedFolio {
  domainId: string;
  id: string;
  branchId: string;
  bookingId: string;
  number: number;
  payer: string;
  status: "open" | "closed";
  currency: string;
  balance: number;
  pricesIncludeTax: boolean;
  timeZone: string;
  /** The branch's business date, the day its books are open for: what its entries are posted on. */
  businessDate: string;
}

/**
 * Locks the folio of `domainId` (404 for another domain's or an unknown one) until the end of the
 * transaction `tx`: postings to one folio queue here. Refuses a closed folio unless `closedToo`.
 */
export async function lockFolio(
  tx: Db,
  domainId: string,
  folioId: string,
  { closedToo = false } = {},
): Promise<LockedFolio> {
  const id = rowId(folioId, FolioRefusal.notFound);
  const [ofBranch] = await tx
    .select({ branchId: folios.branchId })
    .from(folios)
    .where(inDomain(folios, domainId, eq(folios.id, id)));
  if (!ofBranch) throw refuse(FolioRefusal.notFound);
  // The branch before the folio, as the night audit takes them: neither waits for the other in a cycle.
  const businessDate = await shareBusinessDate(tx, domainId, ofBranch.branchId);
  const [folio] = await tx
    .select({
      domainId: folios.domainId,
      id: folios.id,
      branchId: folios.branchId,
      bookingId: folios.bookingId,
      number: folios.number,
      payer: folios.payer,
      status: folios.status,
      currency: folios.currency,
      balance: folios.balance,
      pricesIncludeTax: branches.pricesIncludeTax,
      timeZone: branches.timeZone,
    })
    .from(folios)
    .innerJoin(branches, inDomain(branches, folios.domainId, eq(branches.id, folios.branchId)))
    .where(inDomain(folios, domainId, eq(folios.id, id)))
    .for("update", { of: folios });
  if (!folio) throw refuse(FolioRefusal.notFound);
  if (folio.status === "closed" && !closedToo) throw refuse(FolioRefusal.closed(folio.number));
  return { ...folio, businessDate };
}

/**
 * The branch's business date, its row share-locked until the end of the transaction `tx`: the
 * night audit moves the date under an update lock, so it waits for the postings that read the old
 * one, and they for it. Nothing is posted into a day once it is closed (decision 0046).
 */
export async function shareBusinessDate(tx: Db, domainId: string, branchId: string) {
  const [branch] = await tx
    .select({ businessDate: branches.businessDate })
    .from(branches)
    .where(inDomain(branches, domainId, eq(branches.id, branchId)))
    .for("share");
  if (!branch) throw refuse(FolioRefusal.notFound);
  return branch.businessDate;
}

/** One entry to post: its kind and line, and what else it says. */
export interface Posting {
  kind: (typeof folioEntries.$inferInsert)["kind"];
  line: TaxedLine;
  item?: string | null;
  description?: string;
  quantity?: number;
  serviceDate?: string;
  correctsId?: string | null;
  method?: (typeof folioEntries.$inferInsert)["method"];
  reference?: string;
  reason?: string;
}

/** Who posts: a user, or the server itself (the night audit at a branch's audit time: no user). */
export interface Poster {
  userId: string | null;
  username: string;
}

/** A folio as a posting writes into it. */
type Target = Pick<LockedFolio, "domainId" | "id" | "branchId" | "bookingId" | "businessDate" | "balance">;

/**
 * Posts `postings` into the locked `folio` and moves its balance by their sum. The caller holds the
 * lock (`lockFolio`) in the same transaction. Answers the entries' ids, in order.
 */
export const post = (tx: Db, poster: Poster, folio: Target, postings: readonly Posting[]) =>
  postEach(
    tx,
    poster,
    postings.map((posting) => ({ folio, posting })),
  );

// Rows per INSERT: 20 parameters each, far below PostgreSQL's 65,535.
const ROWS_PER_INSERT = 1000;

/**
 * Posts each posting into its folio, all of one domain, and moves each folio's balance by the sum
 * of its postings in one statement: the night audit's many folios at once. The caller holds every
 * folio's lock in the same transaction. Answers the entries' ids, in order.
 */
export async function postEach(
  tx: Db,
  poster: Poster,
  postings: readonly { folio: Target; posting: Posting }[],
) {
  const [first] = postings;
  if (!first) return [];
  const rows = postings.map(({ folio, posting }) => ({
    domainId: folio.domainId,
    branchId: folio.branchId,
    folioId: folio.id,
    bookingId: folio.bookingId,
    kind: posting.kind,
    item: posting.item ?? null,
    description: posting.description ?? "",
    quantity: posting.quantity ?? 1,
    amount: posting.line.Amount,
    net: posting.line.Net,
    tax: posting.line.Tax,
    taxes: posting.line.Taxes,
    serviceDate: posting.serviceDate ?? folio.businessDate,
    businessDate: folio.businessDate,
    correctsId: posting.correctsId ?? null,
    method: posting.method ?? null,
    reference: posting.reference ?? "",
    reason: posting.reason ?? "",
    postedBy: poster.userId,
    postedByName: poster.username,
  }));
  const ids: string[] = [];
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
    const posted = await tx
      .insert(folioEntries)
      .values(rows.slice(at, at + ROWS_PER_INSERT))
      .returning({ id: folioEntries.id });
    ids.push(...posted.map(({ id }) => id));
  }
  const moved = new Map<Target, number>();
  for (const { folio, posting } of postings) moved.set(folio, (moved.get(folio) ?? 0) + posting.line.Amount);
  const byId = Object.fromEntries([...moved].map(([folio, sum]) => [folio.id, sum]));
  await tx
    .update(folios)
    .set({
      balance: sql`${folios.balance} + (${JSON.stringify(byId)}::jsonb ->> ${folios.id}::text)::bigint`,
    })
    .where(inDomain(folios, first.folio.domainId, inArray(folios.id, Object.keys(byId))));
  for (const [folio, sum] of moved) folio.balance += sum;
  return ids;
}
