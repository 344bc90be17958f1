import { FolioRefusal, type MoveBody, negatedLine } from "@concierge/contract";
import { atomically } from "../../db/atomically.js";
import type { Db } from "../../db/client.js";
import type { Actor } from "../../lib/actor.js";
import { refuse } from "../../lib/errors.js";
import { domainOf, rowId } from "../../lib/tenancy.js";
import { leftOf } from "./corrections.js";
import { type LockedFolio, lockFolio, type Posting, post } from "./ledger.js";
import type { FolioPath } from "./postings.js";
import { readFolio } from "./read.js";

/**
 * Locks the folios `ids` in one order, the ids' own, whoever asks: two moves between the same two
 * folios in opposite directions then queue instead of deadlocking.
 */
export async function lockInOrder(tx: Db, domainId: string, ids: readonly string[], closedToo = false) {
  const locked = new Map<string, LockedFolio>();
  for (const id of [...ids].sort()) locked.set(id, await lockFolio(tx, domainId, id, { closedToo }));
  return locked;
}

/**
 * Moves what is left of each entry to another open folio of the branch: a transfer out of this
 * folio (the left line negated) and one into the other (the left line), both naming the entry.
 */
export async function move(db: Db, actor: Actor, path: FolioPath, body: MoveBody) {
  const domainId = await domainOf(db, actor, path.domainId);
  const from = rowId(path.folioId, FolioRefusal.notFound);
  const to = rowId(body.ToFolioId, FolioRefusal.notFound);
  if (from === to) throw refuse(FolioRefusal.sameFolio);
  return atomically(db, async (tx) => {
    const locked = await lockInOrder(tx, domainId, [from, to]);
    const source = locked.get(from) as LockedFolio;
    const target = locked.get(to) as LockedFolio;
    if (target.branchId !== source.branchId) throw refuse(FolioRefusal.otherBranch);
    const leaving: Posting[] = [];
    const arriving: Posting[] = [];
    for (const entryId of new Set(body.EntryIds)) {
      const { entry, origin, left } = await leftOf(tx, source, entryId);
      if (origin === null || left.Amount === 0) throw refuse(FolioRefusal.nothingLeft);
      const copied = {
        kind: "transfer" as const,
        item: entry.item,
        description: entry.description,
        quantity: entry.quantity,
        serviceDate: entry.serviceDate,
        correctsId: entry.id,
      };
      leaving.push({ ...copied, line: negatedLine(left) });
      arriving.push({ ...copied, line: left });
    }
    await post(tx, actor, source, leaving);
    await post(tx, actor, target, arriving);
    return readFolio(tx, domainId, from);
  });
}
