import type { Suite } from "@concierge/contract";
import { boldName, ConfirmMutationDialog } from "../../components/confirm-mutation-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useT } from "../../lib/i18n";
import { useDeleteSuite } from "./api";
import { ArchiveSuiteButton } from "./suite-archive";
import { suiteName } from "./suite-labels";

/**
 * A suite whose rooms had bookings is refused (409): the dialog offers to archive it instead, which
 * keeps its history and stops offering its rooms.
 */
export function SuiteDeleteDialog({ suite, onClose }: SubjectDialog<"suite", Suite>) {
  const t = useT();
  return (
    <ConfirmMutationDialog
      subject={suite}
      title={t("suites.delete")}
      undoable={useDeleteSuite()}
      notice={(gone) => t("suites.deleted", { name: suiteName(gone) })}
      onClose={onClose}
      alternative={(shown) => !shown.Archived && <ArchiveSuiteButton suite={shown} onDone={onClose} />}
    >
      {(shown) => boldName((name) => t("suites.deleteQuestion", { name }), suiteName(shown))}
    </ConfirmMutationDialog>
  );
}
