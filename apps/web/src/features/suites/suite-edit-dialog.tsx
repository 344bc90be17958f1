import { type Suite, suiteUpdateBody } from "@concierge/contract";
import { EditDialog } from "../../components/edit-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useT } from "../../lib/i18n";
import { useUpdateSuite } from "./api";
import { SuiteForm } from "./suite-form";
import { suiteName } from "./suite-labels";

export function SuiteEditDialog({ suite, onClose }: SubjectDialog<"suite", Suite>) {
  const t = useT();
  return (
    <EditDialog
      subject={suite}
      title={t("suites.edit")}
      size="lg"
      mutation={useUpdateSuite()}
      notice={(updated) => t("suites.updated", { name: suiteName(updated) })}
      onClose={onClose}
    >
      {(shown, { save, ...form }) => (
        <SuiteForm
          key={shown.Id}
          schema={suiteUpdateBody}
          initialValues={shown}
          submitLabel={t("action.update")}
          domainLocked
          {...form}
          onSubmit={(values) => save({ ...values, Id: shown.Id })}
        />
      )}
    </EditDialog>
  );
}
