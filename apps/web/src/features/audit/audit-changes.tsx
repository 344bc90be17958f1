import type { AuditEntry } from "@concierge/contract";
import { Badge, Spoiler, Stack, Text } from "@mantine/core";
import { auditActions, changeText } from "./audit-labels";

/** An entry's action as a coloured badge. */
export function AuditActionBadge({ action }: { action: AuditEntry["Action"] }) {
  const { label, color } = auditActions[action];
  return (
    <Badge variant="light" color={color} tt="none" style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}

/** An entry's changed fields, one a line, folded past a few lines (a creation lists them all). */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const lines = Object.entries(entry.Changes).map(([field, change]) =>
    changeText(entry.Action, field, change),
  );
  if (lines.length === 0) return null;
  return (
    <Spoiler
      maxHeight={64}
      showLabel="More"
      hideLabel="Less"
      styles={{ control: { fontSize: "var(--mantine-font-size-xs)" } }}
    >
      <Stack gap={0}>
        {lines.map((line) => (
          <Text key={line} size="xs" style={{ wordBreak: "break-word" }}>
            {line}
          </Text>
        ))}
      </Stack>
    </Spoiler>
  );
}
