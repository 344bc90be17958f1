import type { Housekeeping } from "@concierge/contract";
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
  const asked = change.variables;
  return {
    mark: (room: RoomAt, housekeeping: Housekeeping) =>
      change.mutate(
        { room, housekeeping },
        {
          onSuccess: () =>
            notifySuccess(translate(`housekeeping.marked.${housekeeping}`, { room: room.code })),
        },
      ),
    /** The room whose change is on its way, or none. */
    pending: change.isPending ? asked?.room.code : undefined,
    progress:
      change.isPending && asked
        ? t(`housekeeping.marking.${asked.housekeeping}`, { room: asked.room.code })
        : undefined,
    failure:
      change.error && asked
        ? t(`housekeeping.failed.${asked.housekeeping}`, {
            room: asked.room.code,
            reason: change.error.message,
          })
        : undefined,
  };
}
