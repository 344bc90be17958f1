import type { Branch } from "@concierge/contract";
import { DataList, Modal } from "@mantine/core";
import { useState } from "react";

interface BranchDetailsDialogProps {
  /** The branch shown; none closes the dialog. */
  branch: Branch | undefined;
  onClose: () => void;
}

const fields: [label: string, value: (branch: Branch) => string][] = [
  ["Id", (branch) => branch.Id],
  ["Branch name", (branch) => branch.Name],
  ["Domain id", (branch) => branch.DomainId],
  ["Phone", (branch) => branch.Phone],
  ["Email", (branch) => branch.Email],
  ["Address", (branch) => branch.Address],
  ["Country", (branch) => branch.Country],
  ["State", (branch) => branch.State],
];

/** SPEC section 2: the 'more' dialog of a branch, every field read-only. */
export function BranchDetailsDialog({ branch, onClose }: BranchDetailsDialogProps) {
  // Keeps the details on screen while the dialog fades out after `branch` is gone.
  const [shown, setShown] = useState(branch);
  if (branch && branch !== shown) setShown(branch);

  return (
    <Modal
      opened={Boolean(branch)}
      onClose={onClose}
      onExitTransitionEnd={() => setShown(undefined)}
      title="Branch"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {shown && (
        <DataList labelWidth={110} withDivider>
          {fields.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue style={{ wordBreak: "break-word", whiteSpace: "pre-line" }}>
                {value(shown)}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      )}
    </Modal>
  );
}
