import { type Folio, FolioRefusal, fromMinorUnits, isId } from "@concierge/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { folios } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { type Presented, presentedNow } from "../../lib/audit.js";
import { refuse } from "../../lib/errors.js";
import { domainOf, inDomain, rowId } from "../../lib/tenancy.js";
import type { VersionedRecord } from "../../lib/versions.js";
import { lockInOrder } from "./move.js";
import type { FolioPath } from "./postings.js";

/*
 * A posting's entry in the trail is about its folio (entity `folio`, its id): the folio's number,
 * payer, status and balance before and after; the entry posted is in the ledger itself.
 */

const summary = (folio: Pick<Folio, "Id" | "BranchId" | "Number" | "Payer" | "Status" | "Balance">) => ({
  Id: folio.Id,
  BranchId: folio.BranchId,
  Number: folio.Number,
  Payer: folio.Payer,
  Status: folio.Status,
  Balance: folio.Balance,
});

/**
 * The folio as it is before a posting, read under the posting's own lock (and the other folio's,
 * for a move, in the same order the move takes them): the balance the posting then moves.
 */
export const readBeforePosting = (
  db: Db,
  { actor, params }: { actor: Actor; params: FolioPath },
  otherId?: string,
) =>
  presentedNow([params.domainId, params.folioId, ...(otherId === undefined ? [] : [otherId])], async () => {
    const domainId = await domainOf(db, actor, params.domainId);
    const id = rowId(params.folioId, FolioRefusal.notFound);
    const ids = otherId === undefined ? [id] : [...new Set([id, otherId.toLowerCase()])];
    const folio = (await lockInOrder(db, domainId, ids, true)).get(id);
    if (!folio) throw refuse(FolioRefusal.notFound);
    return summary({
      Id: folio.id,
      BranchId: folio.branchId,
      Number: folio.number,
      Payer: folio.payer,
      Status: folio.status,
      Balance: fromMinorUnits(folio.balance),
    });
  });

/** The folio in a posting's answer, as the trail compares it. */
export const recordedFolio = (answer: Presented) => summary(answer as Folio);

/** The folio of a posting's path locked for an `If-Match` (the lock the posting takes first anyway), with its version. */
export async function lockPosted(
  db: Db,
  { actor, params }: { actor: Actor; params: FolioPath },
): Promise<VersionedRecord | undefined> {
  const domainId = await domainOf(db, actor, params.domainId);
  if (!isId(params.folioId)) return undefined;
  const [row] = await db
    .select({ id: folios.id, version: folios.version })
    .from(folios)
    .where(inDomain(folios, domainId, eq(folios.id, params.folioId.toLowerCase())))
    .for("update");
  return row && { domainId, entity: "folio", entityId: row.id, version: row.version };
}
