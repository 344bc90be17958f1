import { type AuditEntry, calls } from "@concierge/contract";
import { Anchor, Badge, Group, Text } from "@mantine/core";
import type { Column } from "../../components/data-table";
import { ListToolbar } from "../../components/list-toolbar";
import { PageHeader } from "../../components/page-header";
import { PagedTable } from "../../components/paged-table";
import { ZonedDate } from "../../components/zoned-date";
import { type Translate, useT } from "../../lib/i18n";
import { useListView } from "../../lib/list-view";
import { useSession } from "../../lib/session";
import { useOwnBranchZone } from "../names";
import { exportAudit, useAuditTrail } from "./api";
import { AuditActionBadge, AuditChanges } from "./audit-changes";
import { AuditFilters } from "./audit-filters";
import { auditEntities, recordName } from "./audit-labels";

/** The trail's columns; a Who narrows the trail to that actor's work. */
const columnsFor = (
  t: Translate,
  timeZone: string,
  onActor: (actorId: string) => void,
): Column<AuditEntry>[] => [
  {
    // The zone named once, in the header: the branch's, whatever the browser's.
    header: t("audit.column.whenIn", { zone: timeZone }),
    width: 170,
    cell: (entry) => <ZonedDate iso={entry.At} timeZone={timeZone} named={false} />,
  },
  {
    header: t("audit.column.who"),
    cell: ({ ActorId, ActorName }) =>
      // A failed sign-in has no actor: the name is only what was typed.
      ActorId === null ? (
        <Text size="sm" c="dimmed">
          {ActorName || "—"}
        </Text>
      ) : (
        <Anchor
          component="button"
          size="sm"
          fw={500}
          title={t("audit.onlyActor")}
          onClick={() => onActor(ActorId)}
        >
          {ActorName}
        </Anchor>
      ),
  },
  {
    header: t("audit.column.action"),
    width: 140,
    cell: (entry) => <AuditActionBadge action={entry.Action} />,
  },
  {
    header: t("audit.column.what"),
    cell: (entry) => (
      <Group gap={6} wrap="nowrap">
        <Badge variant="outline" color="gray" tt="none" style={{ flexShrink: 0 }}>
          {t(auditEntities[entry.Entity])}
        </Badge>
        <Text size="sm">{recordName(entry)}</Text>
      </Group>
    ),
  },
  { header: t("audit.column.changes"), width: "35%", cell: (entry) => <AuditChanges entry={entry} /> },
];

/**
 * CONTRACT "Audit trail": who did what to which record of the domain, newest first. Without
 * VIEW_AUDIT its address shows the no-access screen (lib/access.ts).
 */
export function AuditPage() {
  const t = useT();
  const domainId = useSession().User?.DomainId ?? "";
  const list = useListView(calls.audit.list);
  const timeZone = useOwnBranchZone();
  const trail = useAuditTrail(domainId, list.view, timeZone);
  return (
    <>
      <PageHeader title={t("audit.title")} description={t("audit.description")} />
      <ListToolbar
        list={list}
        searchLabel={t("audit.search")}
        exportCsv={() => exportAudit(domainId, list.view, timeZone ?? "")}
      >
        <AuditFilters
          filters={list.view.filters}
          entries={trail.data?.Entries ?? []}
          onChange={list.setFilters}
        />
      </ListToolbar>
      <PagedTable
        columns={columnsFor(t, timeZone ?? "", (actorId) => list.setFilters({ actorId }))}
        rows={trail.data?.Entries ?? []}
        rowKey={(entry) => entry.Id}
        total={trail.data?.Count ?? 0}
        list={list}
        noun={t("audit.noun")}
        query={trail}
      />
    </>
  );
}
