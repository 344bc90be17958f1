import type { Branch } from "@concierge/contract";
import { DataList, Modal } from "@mantine/core";
import { useFadingSubject } from "../../lib/fading-subject";

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
  const [shown, forget] = useFadingSubject(branch);

  return (
    <Modal
      opened={Boolean(branch)}
      onClose={onClose}
      onExitTransitionEnd={() => forget()}
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
