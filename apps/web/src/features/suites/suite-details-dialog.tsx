import type { Suite } from "@concierge/contract";
import { Badge, DataList, Group, Modal } from "@mantine/core";
import type { ReactNode } from "react";
import { useFadingSubject } from "../../lib/fading-subject";
import { formatPrice } from "./suite-labels";
import { ViewThumbnails } from "./view-thumbnails";

interface SuiteDetailsDialogProps {
  /** The suite shown; none closes the dialog. */
  suite: Suite | undefined;
  onClose: () => void;
}

const badges = (items: readonly string[]) => (
  <Group gap={6}>
    {items.map((item) => (
      <Badge key={item} variant="light" tt="none">
        {item}
      </Badge>
    ))}
  </Group>
);

const fields: [label: string, value: (suite: Suite) => ReactNode][] = [
  ["Id", (suite) => suite.Id],
  ["Domain id", (suite) => suite.DomainId],
  ["Branch id", (suite) => suite.BranchId],
  ["Category", (suite) => suite.Category],
  ["Codes", (suite) => badges(suite.Codes)],
  ["Price", (suite) => formatPrice(suite.Price)],
  ["Description", (suite) => suite.Description || "None"],
  ["Utilities", (suite) => badges(suite.Utilities)],
  ["Views", (suite) => <ViewThumbnails views={suite.Views} />],
];

/** SPEC section 2: the 'more' dialog of a suite, every field read-only. */
export function SuiteDetailsDialog({ suite, onClose }: SuiteDetailsDialogProps) {
  const [shown, forget] = useFadingSubject(suite);

  return (
    <Modal
      opened={Boolean(suite)}
      onClose={onClose}
      onExitTransitionEnd={() => forget()}
      title="Suite"
      size="lg"
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
