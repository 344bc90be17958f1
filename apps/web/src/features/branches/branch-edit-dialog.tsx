import { type Branch, branchUpdateBody } from "@concierge/contract";
import { Modal } from "@mantine/core";
import { useFadingSubject } from "../../lib/fading-subject";
import { notifySuccess } from "../../lib/notify";
import { useUpdateBranch } from "./api";
import { BranchForm } from "./branch-form";

interface BranchEditDialogProps {
  /** The branch being edited; none closes the dialog. */
  branch: Branch | undefined;
  onClose: () => void;
}

export function BranchEditDialog({ branch, onClose }: BranchEditDialogProps) {
  const update = useUpdateBranch();
  const [shown, forget] = useFadingSubject(branch);

  const close = () => {
    update.reset();
    onClose();
  };

  return (
    <Modal
      opened={Boolean(branch)}
      onClose={close}
      onExitTransitionEnd={() => forget()}
      title="Edit branch"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {shown && (
        <BranchForm
          key={shown.Id}
          schema={branchUpdateBody}
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
                  notifySuccess(`${updated.Name} updated`);
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
