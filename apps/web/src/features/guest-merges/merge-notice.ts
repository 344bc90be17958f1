import { calls, type GuestMergeAnswer } from "@concierge/contract";
import { useQueryClient } from "@tanstack/react-query";
import { send } from "../../lib/http";
import { useT } from "../../lib/i18n";
import { closeNotice, notifyFailure, notifySuccess, notifyUndoable } from "../../lib/notify";
import { guestName } from "../names";
import { guestMergeKeys } from "./api";

/** How long the notice of a merge offers Undo; later, the kept profile's merges still do. */
const NOTICE_MS = 10_000;

/**
 * The notice of a merge done, with Undo. The undo is sent from here, not from the group that
 * merged: that group leaves the screen as soon as the duplicates are read again.
 */
export function useMergeNotice() {
  const t = useT();
  const queryClient = useQueryClient();
  return (domainId: string, answer: GuestMergeAnswer, count: number) => {
    const id = `merge-${answer.MergeId}`;
    const name = guestName(answer.Guest);
    const closing = window.setTimeout(() => closeNotice(id), NOTICE_MS);
    const undo = async () => {
      window.clearTimeout(closing);
      closeNotice(id);
      try {
        await send(calls.guestMerges.undo, { params: { domainId, mergeId: answer.MergeId } });
        notifySuccess(t("guestMerges.undone", { name }));
      } catch (error) {
        notifyFailure((error as Error).message);
      }
      await Promise.all(
        [guestMergeKeys.all, ["guests"]].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    };
    notifyUndoable(id, t("guestMerges.merged", { count, name }), Date.now() + NOTICE_MS, () => void undo());
  };
}
