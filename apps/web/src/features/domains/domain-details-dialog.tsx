import type { Domain } from "@concierge/contract";
import { DataList, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useFadingSubject } from "../../lib/fading-subject";
import { DomainLogo } from "./domain-logo";

interface DomainDetailsDialogProps {
  /** The domain shown; none closes the dialog. */
  domain: Domain | undefined;
  onClose: () => void;
}

const fields: [label: string, value: (domain: Domain) => ReactNode][] = [
  ["Id", (domain) => domain.Id],
  ["Domain name", (domain) => domain.DomainName],
  ["RC number", (domain) => domain.RCNumber],
  [
    "Logo",
    (domain) => (
      <Stack gap={6}>
        <DomainLogo src={domain.Logo} alt={`Logo of ${domain.DomainName}`} size={96} />
        <Text size="xs" c="dimmed">
          {domain.Logo}
        </Text>
      </Stack>
    ),
  ],
];

/** SPEC section 2: the 'more' dialog of a domain, read-only. */
export function DomainDetailsDialog({ domain, onClose }: DomainDetailsDialogProps) {
  const [shown, forget] = useFadingSubject(domain);

  return (
    <Modal
      opened={Boolean(domain)}
      onClose={onClose}
      onExitTransitionEnd={() => forget()}
      title="Domain"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {shown && (
        <DataList labelWidth={110} withDivider>
          {fields.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue style={{ wordBreak: "break-word" }}>{value(shown)}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      )}
    </Modal>
  );
}
