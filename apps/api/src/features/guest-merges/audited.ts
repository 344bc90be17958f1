import type { GuestMergeAnswer } from "@concierge/contract";
import type { Db } from "../../db/client.js";
import { type Presented, presentedNow } from "../../lib/audit.js";
import { readGuest } from "../guests/index.js";
import { findMerge } from "./undo.js";

/*
 * A merge and its undo are entries about the kept profile (entity `guest`, named by it): the trail
 * compares the profile with `MergeId` beside it, the merge's id once merged and null once undone,
 * so an entry shows the merge and what it changed of the kept profile's stays.
 */

/** Before a merge: the kept profile as it is, no merge yet. */
export const readBeforeMerge = (db: Db, domainId: string, guestId: string) =>
  presentedNow([domainId, guestId], async () => ({
    ...(await readGuest(db, domainId.toLowerCase(), guestId)),
    MergeId: null,
  }));

/** Before an undo: the merge's kept profile as it is, merged. */
export const readBeforeUndo = (db: Db, domainId: string, mergeId: string) =>
  presentedNow([domainId, mergeId], async () => {
    const merge = await findMerge(db, domainId.toLowerCase(), mergeId);
    return { ...(await readGuest(db, merge.domainId, merge.guestId)), MergeId: merge.id };
  });

/** After a merge: the kept profile and the merge. */
export const recordedMerge = (answer: Presented) => {
  const { MergeId, Guest } = answer as GuestMergeAnswer;
  return { ...Guest, MergeId };
};

/** After an undo: the kept profile, no longer merged by it. */
export const recordedUndo = (answer: Presented) => ({ ...(answer as GuestMergeAnswer).Guest, MergeId: null });
