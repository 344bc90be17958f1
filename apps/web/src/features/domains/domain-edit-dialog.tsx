import { type Domain, domainUpdateBody } from "@concierge/contract";
import { EditDialog } from "../../components/edit-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useUpdateDomain } from "./api";
import { DomainForm } from "./domain-form";

export function DomainEditDialog({ domain, onClose }: SubjectDialog<"domain", Domain>) {
  return (
    <EditDialog
      subject={domain}
      title="Edit domain"
      mutation={useUpdateDomain()}
      notice={(updated) => `Domain ${updated.DomainName} updated`}
      onClose={onClose}
    >
      {(shown, { save, ...form }) => (
        <DomainForm
          key={shown.Id}
          schema={domainUpdateBody}
          initialValues={shown}
          submitLabel="Update"
          {...form}
          onSubmit={(values) => save({ ...values, Id: shown.Id })}
        />
      )}
    </EditDialog>
  );
}
