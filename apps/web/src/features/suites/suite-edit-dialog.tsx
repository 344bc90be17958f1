import { type Suite, suiteUpdateBody } from "@concierge/contract";
import { EditDialog } from "../../components/edit-dialog";
import { useUpdateSuite } from "./api";
import { SuiteForm } from "./suite-form";
import { suiteName } from "./suite-labels";

interface SuiteEditDialogProps {
  /** The suite being edited; none closes the dialog. */
  suite: Suite | undefined;
  onClose: () => void;
}

export function SuiteEditDialog({ suite, onClose }: SuiteEditDialogProps) {
  return (
    <EditDialog
      subject={suite}
      title="Edit suite"
      size="lg"
      mutation={useUpdateSuite()}
      notice={(updated) => `Suite ${suiteName(updated)} updated`}
      onClose={onClose}
    >
      {(shown, { save, ...form }) => (
        <SuiteForm
          key={shown.Id}
          schema={suiteUpdateBody}
          initialValues={shown}
          submitLabel="Update"
          domainLocked
          {...form}
          onSubmit={(values) => save({ ...values, Id: shown.Id })}
        />
      )}
    </EditDialog>
  );
}
