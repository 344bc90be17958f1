import { type Suite, suiteUpdateBody } from "@concierge/contract";
import { Modal } from "@mantine/core";
import { useFadingSubject } from "../../lib/fading-subject";
import { notifySuccess } from "../../lib/notify";
import { useUpdateSuite } from "./api";
import { SuiteForm } from "./suite-form";
import { suiteName } from "./suite-labels";

interface SuiteEditDialogProps {
  /** The suite being edited; none closes the dialog. */
  suite: Suite | undefined;
  onClose: () => void;
}

export function SuiteEditDialog({ suite, onClose }: SuiteEditDialogProps) {
  const update = useUpdateSuite();
  const [shown, forget] = useFadingSubject(suite);

  const close = () => {
    update.reset();
    onClose();
  };

  return (
    <Modal
      opened={Boolean(suite)}
      onClose={close}
      onExitTransitionEnd={() => forget()}
      title="Edit suite"
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {shown && (
        <SuiteForm
          key={shown.Id}
          schema={suiteUpdateBody}
          initialValues={shown}
          submitLabel="Update"
          domainLocked
          pending={update.isPending}
          error={update.error}
          onCancel={close}
          onSubmit={(values) =>
            update.mutate(
              { ...values, Id: shown.Id },
              {
                onSuccess: (updated) => {
                  notifySuccess(`Suite ${suiteName(updated)} updated`);
                  close();
                },
              },
            )
          }
        />
      )}
    </Modal>
  );
}
