import { AUDIT_ENTITIES, type AuditEntry } from "@concierge/contract";
import { CloseButton, TextInput } from "@mantine/core";
import { DayRangeFilter } from "../../components/day-range-filter";
import { FilterSelect } from "../../components/filter-select";
import { useT } from "../../lib/i18n";
import type { FilterChanges } from "../../lib/list-view";
import type { AuditListView } from "./api";
import { auditEntities } from "./audit-labels";

interface AuditFiltersProps {
  filters: AuditListView["filters"];
  /** The entries shown, where the record's and the actor's names are read. */
  entries: readonly AuditEntry[];
  onChange: (changes: FilterChanges<AuditListView["filters"]>) => void;
}

/**
 * The trail's filters: the kind of record and the days, in the reader's zone. One record's history
 * (`entityId`, from its details dialog) and one actor's work (`actorId`, from a Who) come from links.
 */
export function AuditFilters({ filters, entries, onChange }: AuditFiltersProps) {
  const t = useT();
  const entities = AUDIT_ENTITIES.map((entity) => ({ value: entity, label: t(auditEntities[entity]) }));
  const record = entries.find((entry) => entry.EntityId === filters.entityId);
  const actor = entries.find((entry) => entry.ActorId === filters.actorId);
  return (
    <>
      <FilterSelect
        label={t("audit.filter.record")}
        data={entities}
        value={filters.entity}
        onChange={(entity) => onChange({ entity, entityId: undefined })}
      />
      {filters.entityId && (
        <LinkedFilter
          label={t("audit.filter.ofRecord")}
          clearLabel={t("audit.filter.clearOfRecord")}
          value={record ? record.Label || t(auditEntities[record.Entity]) : t("audit.filter.thisRecord")}
          onClear={() => onChange({ entityId: undefined })}
        />
      )}
      {filters.actorId && (
        <LinkedFilter
          label={t("audit.filter.by")}
          clearLabel={t("audit.filter.clearBy")}
          value={actor?.ActorName ?? t("audit.filter.oneUser")}
          onClear={() => onChange({ actorId: undefined })}
        />
      )}
      <DayRangeFilter from={filters.from} to={filters.to} onChange={onChange} />
    </>
  );
}

interface LinkedFilterProps {
  label: string;
  /** The clear button's name: "Clear by". */
  clearLabel: string;
  value: string;
  onClear: () => void;
}

/** A filter set by a link (a record's history, an actor's work): shown, and cleared on its own. */
function LinkedFilter({ label, clearLabel, value, onClear }: LinkedFilterProps) {
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      w={220}
      rightSection={<CloseButton size="sm" aria-label={clearLabel} onClick={onClear} />}
    />
  );
}
