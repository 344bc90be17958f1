import type { Housekeeping } from "@concierge/contract";
import { notifySuccess } from "../../lib/notify";
import { type RoomAt, useSetHousekeeping } from "../rooms";

/** How each state reads on its button and in the words around it. */
export const housekeepingLabels: Record<Housekeeping, { label: string; color: string }> = {
  dirty: { label: "Dirty", color: "orange" },
  clean: { label: "Clean", color: "teal" },
  inspected: { label: "Inspected", color: "blue" },
};

/**
 * One-click housekeeping changes with their progress and failure in words: "Marking A5 clean…",
 * "A5 could not be marked clean: …", and a notice once done.
 */
export function useMarkRoom() {
  const change = useSetHousekeeping();
  const asked = change.variables;
  const what = asked && `${asked.room.code} ${asked.housekeeping}`;
  return {
    mark: (room: RoomAt, housekeeping: Housekeeping) =>
      change.mutate(
        { room, housekeeping },
        { onSuccess: () => notifySuccess(`Room ${room.code} marked ${housekeeping}`) },
      ),
    /** The room whose change is on its way, or none. */
    pending: change.isPending ? asked?.room.code : undefined,
    progress: change.isPending && what ? `Marking ${what}…` : undefined,
    failure:
      change.error && what
        ? `${asked.room.code} could not be marked ${asked.housekeeping}: ${change.error.message}`
        : undefined,
  };
}
