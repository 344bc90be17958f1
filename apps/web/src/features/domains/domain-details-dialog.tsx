import type { Domain } from "@concierge/contract";
import { Stack, Text } from "@mantine/core";
import { type DetailField, DetailsDialog } from "../../components/details-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { type Translate, useT } from "../../lib/i18n";
import { RecordHistory } from "../audit";
import { DomainLogo } from "./domain-logo";

const fieldsIn = (t: Translate): DetailField<Domain>[] => [
  [t("domains.domainName"), (domain) => domain.DomainName],
  [t("domains.rcNumber"), (domain) => domain.RCNumber],
  [t("domains.currency"), (domain) => domain.Currency],
  [
    t("domains.logo"),
    (domain) => (
      <Stack gap={6}>
        <DomainLogo src={domain.Logo} alt={t("domains.logoOf", { name: domain.DomainName })} size={96} />
        <Text size="xs" c="dimmed">
          {domain.Logo}
        </Text>
      </Stack>
    ),
  ],
];

/** SPEC section 2: the 'more' dialog of a domain, read-only. */
export function DomainDetailsDialog({ domain, onClose }: SubjectDialog<"domain", Domain>) {
  const t = useT();
  return (
    <DetailsDialog
      subject={domain}
      title={t("domains.domain")}
      fields={fieldsIn(t)}
      footer={(domain) => <RecordHistory entity="domain" entityId={domain.Id} />}
      onClose={onClose}
    />
  );
}
