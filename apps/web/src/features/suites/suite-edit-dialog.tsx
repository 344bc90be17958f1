import { type Suite, suiteUpdateBody } from "@concierge/contract";
import { EditDialog } from "../../components/edit-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useUpdateSuite } from "./api";
import { SuiteForm } from "./suite-form";
import { suiteName } from "./suite-labels";

export function SuiteEditDialog({ suite, onClose }: SubjectDialog<"suite", Suite>) {
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
