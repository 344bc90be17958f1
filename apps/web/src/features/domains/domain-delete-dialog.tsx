import type { Domain } from "@concierge/contract";
import { ConfirmMutationDialog } from "../../components/confirm-mutation-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useDeleteDomain } from "./api";

/**
 * SPEC section 8 says a failed delete is silent; CONTRACT's 409 says what the domain still holds,
 * and the dialog stays open with it.
 */
export function DomainDeleteDialog({ domain, onClose }: SubjectDialog<"domain", Domain>) {
  return (
    <ConfirmMutationDialog
      subject={domain}
      title="Delete domain"
      undoable={useDeleteDomain()}
      notice={(gone) => `Domain ${gone.DomainName} deleted`}
      onClose={onClose}
    >
      {(shown) => (
        <>
          Delete the domain <strong>{shown.DomainName}</strong>? This cannot be undone.
        </>
      )}
    </ConfirmMutationDialog>
  );
}
