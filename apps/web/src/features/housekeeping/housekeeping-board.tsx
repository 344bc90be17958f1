import { calls, type Housekeeping } from "@concierge/contract";
import { Alert, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { EmptyState } from "../../components/empty-state";
import { LoadFailure } from "../../components/load-failure";
import { LoadingState } from "../../components/loading-state";
import { useCan } from "../../lib/access";
import { useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { tonightOf, useRack } from "../rooms";
import { arrivalsFirst } from "./arrivals-first";
import { RoomStateGroup } from "./room-state-group";
import { useMarkRoom } from "./use-mark-room";

/**
 * The user's branch's rooms in `states`, a group each, rooms with an arrival tonight first; each
 * with one-click changes to its other states for those who may make them.
 */
export function HousekeepingBoard({ states }: { states: readonly Housekeeping[] }) {
  const t = useT();
  const { User } = useSession();
  const domainId = User?.DomainId ?? "";
  const branchId = User?.BranchId ?? "";
  // The server refuses the changes anyway; the console only hides what the user may not use.
  const canWrite = useCan()(calls.rooms.housekeeping);
  // One night from today: every room with its state, and who holds it tonight.
  const rack = useRack(domainId, branchId, undefined, 1);
  const marking = useMarkRoom();

  const rooms = () => {
    if (rack.isPending) return <LoadingState />;
    if (!rack.data)
      return (
        rack.error && <LoadFailure query={{ ...rack, error: rack.error }} what={t("housekeeping.what")} />
      );
    if (rack.data.Rooms.length === 0) return <EmptyState />;
    const tonight = tonightOf(rack.data);
    const all = arrivalsFirst(rack.data.Rooms, tonight);
    return states.map((state) => (
      <RoomStateGroup
        key={state}
        state={state}
        rooms={all.filter((room) => room.Housekeeping === state)}
        tonight={tonight}
        pending={marking.pending}
        onMark={
          canWrite
            ? (room, next) => marking.mark({ domainId, branchId, code: room.Code }, next, room.Version)
            : undefined
        }
      />
    ));
  };

  return (
    <Stack>
      {marking.progress && (
        <Text role="status" size="sm">
          {marking.progress}
        </Text>
      )}
      {marking.failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
          {marking.failure}
        </Alert>
      )}
      {rooms()}
      {marking.crossedDialog}
    </Stack>
  );
}
