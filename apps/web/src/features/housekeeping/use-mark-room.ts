import type { Housekeeping } from "@concierge/contract";
import { isCrossed, useCrossedQuestion } from "../../components/crossed-edit-dialog";
import { type MessageKey, translate, useT } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { type RoomAt, useSetHousekeeping } from "../rooms";

/** How each state reads on its button and in the words around it (`label`: its catalogue key). */
export const housekeepingLabels: Record<Housekeeping, { label: MessageKey; color: string }> = {
  dirty: { label: "housekeeping.state.dirty", color: "orange" },
  clean: { label: "housekeeping.state.clean", color: "teal" },
  inspected: { label: "housekeeping.state.inspected", color: "blue" },
};

/**
 * One-click housekeeping changes with their progress and failure in words: "Marking A5 clean…",
 * "A5 could not be marked clean: …", and a notice once done.
 */
export function useMarkRoom() {
  const t = useT();
  const change = useSetHousekeeping();
  const crossed = useCrossedQuestion();
  const asked = change.variables;
  // Sent with the room's Version as seen (`ifMatch`), a change a colleague made meanwhile is asked
  // about: Reload keeps theirs (already refetched), Overwrite sets this state whatever it is now.
  const mark = (room: RoomAt, housekeeping: Housekeeping, ifMatch?: number) =>
    change.mutate(
      { room, housekeeping, ifMatch },
      {
        onSuccess: () => notifySuccess(translate(`housekeeping.marked.${housekeeping}`, { room: room.code })),
        onError: (error) =>
          crossed.ask(error, { reload: () => change.reset(), overwrite: () => mark(room, housekeeping) }),
      },
    );
  return {
    mark,
    /** The question a 412 asks, to show beside the rooms. */
    crossedDialog: crossed.dialog,
    /** The room whose change is on its way, or none. */
    pending: change.isPending ? asked?.room.code : undefined,
    progress:
      change.isPending && asked
        ? t(`housekeeping.marking.${asked.housekeeping}`, { room: asked.room.code })
        : undefined,
    failure:
      change.error && !isCrossed(change.error) && asked
        ? t(`housekeeping.failed.${asked.housekeeping}`, {
            room: asked.room.code,
            reason: change.error.message,
          })
        : undefined,
  };
}
