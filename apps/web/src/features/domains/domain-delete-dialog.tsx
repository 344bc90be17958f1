import type { Domain } from "@concierge/contract";
import { ConfirmMutationDialog } from "../../components/confirm-mutation-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useT } from "../../lib/i18n";
import { useDeleteDomain } from "./api";

/**
 * SPEC section 8 says a failed delete is silent; CONTRACT's 409 says what the domain still holds,
 * and the dialog stays open with it.
 */
export function DomainDeleteDialog({ domain, onClose }: SubjectDialog<"domain", Domain>) {
  const t = useT();
  // The question in the language, the name in bold where its {name} stands.
  const [before, after] = t("domains.deleteQuestion").split("{name}");
  return (
    <ConfirmMutationDialog
      subject={domain}
      title={t("domains.delete")}
      undoable={useDeleteDomain()}
      notice={(gone) => t("domains.deleted", { name: gone.DomainName })}
      onClose={onClose}
    >
      {(shown) => (
        <>
          {before}
          <strong>{shown.DomainName}</strong>
          {after}
        </>
      )}
    </ConfirmMutationDialog>
  );
}
