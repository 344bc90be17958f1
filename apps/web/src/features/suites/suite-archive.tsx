import type { Suite } from "@concierge/contract";
import { ActionIcon, Badge, Button } from "@mantine/core";
import { IconArchive, IconArchiveOff } from "@tabler/icons-react";
import { useT } from "../../lib/i18n";
import { notifyFailure, notifySuccess } from "../../lib/notify";
import { useArchiveSuite } from "./api";
import { suiteName } from "./suite-labels";

function useArchiving(suite: Suite, archived: boolean, onDone?: () => void) {
  const write = useArchiveSuite();
  const t = useT();
  const name = suiteName(suite);
  const run = () =>
    write.mutate(
      { suite, archived },
      {
        onSuccess: () => {
          notifySuccess(t(archived ? "suites.archivedNotice" : "suites.restoredNotice", { name }));
          onDone?.();
        },
        onError: (refused) =>
          notifyFailure(
            t(archived ? "suites.notArchived" : "suites.notRestored", { name, reason: refused.message }),
          ),
      },
    );
  return { run, pending: write.isPending };
}

export function ArchivedBadge({ suite }: { suite: Suite }) {
  const t = useT();
  return suite.Archived ? (
    <Badge variant="outline" color="gray" tt="none">
      {t("suites.archivedBadge")}
    </Badge>
  ) : null;
}

/** The delete dialog's way out for a suite whose rooms had bookings: keep it, offered no more. */
export function ArchiveSuiteButton({ suite, onDone }: { suite: Suite; onDone: () => void }) {
  const archiving = useArchiving(suite, true, onDone);
  const t = useT();
  return (
    <Button
      variant="light"
      leftSection={<IconArchive size={16} />}
      loading={archiving.pending}
      onClick={archiving.run}
    >
      {t("suites.archive")}
    </Button>
  );
}

/** A row action of an archived suite: offer its rooms for booking again. */
export function RestoreSuiteButton({ suite }: { suite: Suite }) {
  const restoring = useArchiving(suite, false);
  const t = useT();
  if (!suite.Archived) return null;
  return (
    <ActionIcon
      variant="subtle"
      aria-label={t("suites.restore", { name: suiteName(suite) })}
      loading={restoring.pending}
      onClick={restoring.run}
    >
      <IconArchiveOff size={18} />
    </ActionIcon>
  );
}
