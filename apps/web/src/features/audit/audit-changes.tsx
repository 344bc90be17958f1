import type { AuditAction, AuditEntry } from "@concierge/contract";
import { Badge, Spoiler, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { type MessageKey, useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { BranchName, RoleName } from "../names";
import { auditActions, changeText, valueText } from "./audit-labels";

/** An entry's action as a coloured badge. */
export function AuditActionBadge({ action }: { action: AuditEntry["Action"] }) {
  const t = useT();
  const { label, color } = auditActions[action];
  return (
    <Badge variant="light" color={color} tt="none" style={{ flexShrink: 0 }}>
      {t(label)}
    </Badge>
  );
}

/** The record's own id and its domain's say nothing to a person: not listed. */
const UNSHOWN = new Set(["Id", "_id", "DomainId"]);

type NameOf = (domainId: string, id: string) => ReactNode;

/** Fields holding another record's id, shown as that record's name (issue 16). */
const namedFields: Record<string, { label: MessageKey; name: NameOf }> = {
  RoleId: {
    label: "audit.entity.role",
    name: (domainId, id) => <RoleName domainId={domainId} roleId={id} />,
  },
  BranchId: {
    label: "audit.entity.branch",
    name: (domainId, id) => <BranchName domainId={domainId} branchId={id} />,
  },
};

interface ChangeLineProps {
  action: AuditAction;
  field: string;
  change: readonly unknown[];
  domainId: string;
}

/** One changed field in words, as `changeText` says it, ids of roles and branches by name. */
function ChangeLine({ action, field, change, domainId }: ChangeLineProps) {
  const t = useT();
  const named = namedFields[field];
  if (!named) return changeText(action, field, change);
  const show = (value: unknown) =>
    typeof value === "string" && value ? named.name(domainId, value) : valueText(value);
  const [before, after] = change;
  const label = t(named.label);
  if (action === "create")
    return (
      <>
        {label}: {show(after)}
      </>
    );
  if (action === "delete")
    return (
      <>
        {label}: {show(before)}
      </>
    );
  return (
    <>
      {label}: {show(before)} → {show(after)}
    </>
  );
}

/** An entry's changed fields, one a line, folded past a few lines (a creation lists them all). */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const domainId = useSession().User?.DomainId ?? "";
  const fields = Object.entries(entry.Changes).filter(([field]) => !UNSHOWN.has(field));
  if (fields.length === 0) return null;
  return (
    <Spoiler
      maxHeight={64}
      showLabel={t("audit.more")}
      hideLabel={t("audit.less")}
      styles={{ control: { fontSize: "var(--mantine-font-size-xs)" } }}
    >
      <Stack gap={0}>
        {fields.map(([field, change]) => (
          <Text key={field} size="xs" style={{ wordBreak: "break-word" }}>
            <ChangeLine action={entry.Action} field={field} change={change} domainId={domainId} />
          </Text>
        ))}
      </Stack>
    </Spoiler>
  );
}
