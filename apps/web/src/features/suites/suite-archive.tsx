import type { Suite } from "@concierge/contract";
import { ActionIcon, Badge, Button } from "@mantine/core";
import { IconArchive, IconArchiveOff } from "@tabler/icons-react";
import { notifyFailure, notifySuccess } from "../../lib/notify";
import { useArchiveSuite } from "./api";
import { suiteName } from "./suite-labels";

function useArchiving(suite: Suite, archived: boolean, onDone?: () => void) {
  const write = useArchiveSuite();
  const verb = archived ? "archived" : "restored";
  const run = () =>
    write.mutate(
      { suite, archived },
      {
        onSuccess: () => {
          notifySuccess(`Suite ${suiteName(suite)} ${verb}`);
          onDone?.();
        },
        onError: (refused) => notifyFailure(`Suite ${suiteName(suite)} not ${verb}: ${refused.message}`),
      },
    );
  return { run, pending: write.isPending };
}

export const ArchivedBadge = ({ suite }: { suite: Suite }) =>
  suite.Archived ? (
    <Badge variant="outline" color="gray" tt="none">
      Archived
    </Badge>
  ) : null;

/** The delete dialog's way out for a suite whose rooms had bookings: keep it, offered no more. */
export function ArchiveSuiteButton({ suite, onDone }: { suite: Suite; onDone: () => void }) {
  const archiving = useArchiving(suite, true, onDone);
  return (
    <Button
      variant="light"
      leftSection={<IconArchive size={16} />}
      loading={archiving.pending}
      onClick={archiving.run}
    >
      Archive
    </Button>
  );
}

/** A row action of an archived suite: offer its rooms for booking again. */
export function RestoreSuiteButton({ suite }: { suite: Suite }) {
  const restoring = useArchiving(suite, false);
  if (!suite.Archived) return null;
  return (
    <ActionIcon
      variant="subtle"
      aria-label={`Restore ${suiteName(suite)}`}
      loading={restoring.pending}
      onClick={restoring.run}
    >
      <IconArchiveOff size={18} />
    </ActionIcon>
  );
}
