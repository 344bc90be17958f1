import type { Domain } from "@concierge/contract";
import { Stack, Text } from "@mantine/core";
import { type DetailField, DetailsDialog } from "../../components/details-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { RecordHistory } from "../audit";
import { DomainLogo } from "./domain-logo";

const fields: DetailField<Domain>[] = [
  ["Domain name", (domain) => domain.DomainName],
  ["RC number", (domain) => domain.RCNumber],
  ["Currency", (domain) => domain.Currency],
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
export function DomainDetailsDialog({ domain, onClose }: SubjectDialog<"domain", Domain>) {
  return (
    <DetailsDialog
      subject={domain}
      title="Domain"
      fields={fields}
      footer={(domain) => <RecordHistory entity="domain" entityId={domain.Id} />}
      onClose={onClose}
    />
  );
}
