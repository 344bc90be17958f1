import type { Suite } from "@concierge/contract";
import { ConfirmMutationDialog } from "../../components/confirm-mutation-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useDeleteSuite } from "./api";
import { ArchiveSuiteButton } from "./suite-archive";
import { suiteName } from "./suite-labels";

/**
 * A suite whose rooms had bookings is refused (409): the dialog offers to archive it instead, which
 * keeps its history and stops offering its rooms.
 */
export function SuiteDeleteDialog({ suite, onClose }: SubjectDialog<"suite", Suite>) {
  return (
    <ConfirmMutationDialog
      subject={suite}
      title="Delete suite"
      undoable={useDeleteSuite()}
      notice={(gone) => `Suite ${suiteName(gone)} deleted`}
      onClose={onClose}
      alternative={(shown) => !shown.Archived && <ArchiveSuiteButton suite={shown} onDone={onClose} />}
    >
      {(shown) => (
        <>
          Delete the suite <strong>{suiteName(shown)}</strong>? Its room codes go with it. A suite whose rooms
          ever had a booking cannot be deleted: archive it to keep its history and stop offering its rooms.
        </>
      )}
    </ConfirmMutationDialog>
  );
}
