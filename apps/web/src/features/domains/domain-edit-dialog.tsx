import { type Domain, domainUpdateBody } from "@concierge/contract";
import { EditDialog } from "../../components/edit-dialog";
import { useUpdateDomain } from "./api";
import { DomainForm } from "./domain-form";

interface DomainEditDialogProps {
  /** The domain being edited; none closes the dialog. */
  domain: Domain | undefined;
  onClose: () => void;
}

export function DomainEditDialog({ domain, onClose }: DomainEditDialogProps) {
  return (
    <EditDialog
      subject={domain}
      title="Edit domain"
      mutation={useUpdateDomain()}
      notice={(updated) => `${updated.DomainName} updated`}
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
