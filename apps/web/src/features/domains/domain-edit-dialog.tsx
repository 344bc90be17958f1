import { type Domain, domainUpdateBody } from "@concierge/contract";
import { Modal } from "@mantine/core";
import { useFadingSubject } from "../../lib/fading-subject";
import { notifySuccess } from "../../lib/notify";
import { useUpdateDomain } from "./api";
import { DomainForm } from "./domain-form";

interface DomainEditDialogProps {
  /** The domain being edited; none closes the dialog. */
  domain: Domain | undefined;
  onClose: () => void;
}

export function DomainEditDialog({ domain, onClose }: DomainEditDialogProps) {
  const update = useUpdateDomain();
  const [shown, forget] = useFadingSubject(domain);

  const close = () => {
    update.reset();
    onClose();
  };

  return (
    <Modal
      opened={Boolean(domain)}
      onClose={close}
      onExitTransitionEnd={() => forget()}
      title="Edit domain"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {shown && (
        <DomainForm
          key={shown.Id}
          schema={domainUpdateBody}
          initialValues={shown}
          submitLabel="Update"
          pending={update.isPending}
          error={update.error}
          onCancel={close}
          onSubmit={(values) =>
            update.mutate(
              { ...values, Id: shown.Id },
              {
                onSuccess: (updated) => {
                  notifySuccess(`${updated.DomainName} updated`);
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
