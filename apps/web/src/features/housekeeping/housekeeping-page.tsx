import { calls, type Housekeeping } from "@concierge/contract";
import { Alert, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { EmptyState } from "../../components/empty-state";
import { LoadFailure } from "../../components/load-failure";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { useCan } from "../../lib/access";
import { useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { useBranchName } from "../branches";
import { tonightOf, useRack } from "../rooms";
import { RoomStateGroup } from "./room-state-group";
import { useMarkRoom } from "./use-mark-room";

/** Dirty rooms first: they are the housekeepers' work; then clean ones, waiting for inspection. */
const ORDER: readonly Housekeeping[] = ["dirty", "clean", "inspected"];

/** The branch's rooms by housekeeping state, each with one-click changes to the other states. */
export function HousekeepingPage() {
  const t = useT();
  const { User } = useSession();
  const domainId = User?.DomainId ?? "";
  const branchId = User?.BranchId ?? "";
  const branchName = useBranchName(domainId, branchId);
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
    return ORDER.map((state) => (
      <RoomStateGroup
        key={state}
        state={state}
        rooms={rack.data.Rooms.filter((room) => room.Housekeeping === state)}
        tonight={tonight}
        pending={marking.pending}
        onMark={
          canWrite ? (room, next) => marking.mark({ domainId, branchId, code: room.Code }, next) : undefined
        }
      />
    ));
  };

  return (
    <>
      <PageHeader
        title={t("nav.housekeeping")}
        description={
          branchName
            ? t("housekeeping.description", { branch: branchName })
            : t("housekeeping.descriptionOwn")
        }
      />
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
      </Stack>
    </>
  );
}
