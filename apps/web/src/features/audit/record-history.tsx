import { type AuditEntity, calls } from "@concierge/contract";
import { Anchor, Divider, Group, Loader, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { LoadFailure } from "../../components/load-failure";
import { formatInZone } from "../../components/zoned-date";
import { useCan } from "../../lib/access";
import { useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { linkTo } from "../../screens";
import { useOwnBranchZone } from "../names";
import { historyQuery } from "./api";
import { AuditActionBadge, AuditChanges } from "./audit-changes";

interface RecordHistoryProps {
  entity: AuditEntity;
  /** As the trail records it: the record's Id (a room's `<branchId>/<code>`). */
  entityId: string;
}

/** A details dialog's "History": the record's latest entries, to holders of VIEW_AUDIT only. */
export function RecordHistory({ entity, entityId }: RecordHistoryProps) {
  const { User } = useSession();
  // The server would answer 403; the section is not offered at all.
  if (!useCan()(calls.audit.list)) return null;
  return <HistoryEntries domainId={User?.DomainId ?? ""} entity={entity} entityId={entityId} />;
}

function HistoryEntries({ domainId, entity, entityId }: RecordHistoryProps & { domainId: string }) {
  const t = useT();
  const history = useQuery(historyQuery(domainId, entity, entityId));
  const timeZone = useOwnBranchZone();
  const entries = history.data?.Entries ?? [];
  const all = linkTo("audit", { entity, entityId });
  return (
    <section aria-label={t("audit.history")}>
      <Divider my="md" label={t("audit.history")} labelPosition="left" />
      {history.isPending && <Loader size="sm" />}
      {history.error && (
        <LoadFailure query={{ ...history, error: history.error }} what={t("audit.history.what")} />
      )}
      {history.data && entries.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("audit.history.empty")}
        </Text>
      )}
      <Stack gap="xs">
        {entries.map((entry) => (
          <Stack key={entry.Id} gap={2}>
            <Group gap="xs">
              <AuditActionBadge action={entry.Action} />
              <Text size="sm" fw={500}>
                {entry.ActorName || "—"}
              </Text>
              <Text component="time" dateTime={entry.At} size="xs" c="dimmed">
                {timeZone &&
                  t("audit.atInZone", { at: formatInZone(entry.At, timeZone, false), zone: timeZone })}
              </Text>
            </Group>
            <AuditChanges entry={entry} />
          </Stack>
        ))}
      </Stack>
      <Anchor component={Link} to={all} size="sm" mt="sm" display="inline-block">
        {t("audit.history.all")}
      </Anchor>
    </section>
  );
}
