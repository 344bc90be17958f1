import type { Domain } from "@concierge/contract";
import { ConfirmMutationDialog } from "../../components/confirm-mutation-dialog";
import { useDeleteDomain } from "./api";

interface DomainDeleteDialogProps {
  /** The domain to delete; none closes the dialog. */
  domain: Domain | undefined;
  onClose: () => void;
}

/**
 * SPEC section 8 says a failed delete is silent; CONTRACT's 409 says what the domain still holds,
 * and the dialog stays open with it.
 */
export function DomainDeleteDialog({ domain, onClose }: DomainDeleteDialogProps) {
  return (
    <ConfirmMutationDialog
      subject={domain}
      title="Delete domain"
      mutation={useDeleteDomain()}
      notice={(_, gone) => `${gone.DomainName} deleted`}
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
