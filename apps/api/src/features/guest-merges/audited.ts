import type { Db } from "../../db/client.js";
import { labelOf, type Presented, presentedNow } from "../../lib/audit.js";
import { profileOf } from "./profiles.js";
import { findMerge } from "./undo.js";

/*
 * A merge and its undo are entries about the kept profile (entity `guest`): the trail compares the
 * answer `{ MergeId, Guest }` with the same before, and names the entry by the kept guest.
 */

/** Before a merge: no merge yet, and the kept profile as it is. */
export const readBeforeMerge = (db: Db, domainId: string, guestId: string) =>
  presentedNow([domainId, guestId], async () => ({
    MergeId: null,
    Guest: await profileOf(db, domainId.toLowerCase(), guestId),
  }));

/** Before an undo: the merge, and its kept profile as it is. */
export const readBeforeUndo = (db: Db, domainId: string, mergeId: string) =>
  presentedNow([domainId, mergeId], async () => {
    const merge = await findMerge(db, domainId.toLowerCase(), mergeId);
    return { MergeId: merge.id, Guest: await profileOf(db, merge.domainId, merge.guestId) };
  });

const guestOf = (record: Presented) => record.Guest as Presented;
export const keptGuestId = (_request: unknown, record: Presented) => String(guestOf(record).Id);
export const keptGuestLabel = (_request: unknown, record: Presented) => labelOf(guestOf(record));
