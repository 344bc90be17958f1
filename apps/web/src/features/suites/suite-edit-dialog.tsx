import { type Suite, suiteUpdateBody } from "@concierge/contract";
import { Modal } from "@mantine/core";
import { useState } from "react";
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
  // Keeps the form on screen while the dialog fades out after `suite` is gone.
  const [shown, setShown] = useState(suite);
  if (suite && suite !== shown) setShown(suite);

  const close = () => {
    update.reset();
    onClose();
  };

  return (
    <Modal
      opened={Boolean(suite)}
      onClose={close}
      onExitTransitionEnd={() => setShown(undefined)}
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
