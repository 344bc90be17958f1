import { type Domain, domainUpdateBody } from "@concierge/contract";
import { EditDialog } from "../../components/edit-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useT } from "../../lib/i18n";
import { useUpdateDomain } from "./api";
import { DomainForm } from "./domain-form";

export function DomainEditDialog({ domain, onClose }: SubjectDialog<"domain", Domain>) {
  const t = useT();
  return (
    <EditDialog
      subject={domain}
      title={t("domains.edit")}
      mutation={useUpdateDomain()}
      notice={(updated) => t("domains.updated", { name: updated.DomainName })}
      onClose={onClose}
    >
      {(shown, { save, ...form }) => (
        <DomainForm
          key={shown.Id}
          schema={domainUpdateBody}
          initialValues={shown}
          submitLabel={t("action.update")}
          {...form}
          onSubmit={(values) => save({ ...values, Id: shown.Id })}
        />
      )}
    </EditDialog>
  );
}
