import { AUDIT_ENTITIES, type AuditEntry } from "@concierge/contract";
import { CloseButton, TextInput } from "@mantine/core";
import { DayRangeFilter } from "../../components/day-range-filter";
import { FilterSelect } from "../../components/filter-select";
import type { FilterChanges } from "../../lib/list-view";
import type { AuditListView } from "./api";
import { auditEntities } from "./audit-labels";

const entities = AUDIT_ENTITIES.map((entity) => ({ value: entity, label: auditEntities[entity] }));

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
  const record = entries.find((entry) => entry.EntityId === filters.entityId);
  const actor = entries.find((entry) => entry.ActorId === filters.actorId);
  return (
    <>
      <FilterSelect
        label="Record"
        data={entities}
        value={filters.entity}
        onChange={(entity) => onChange({ entity, entityId: undefined })}
      />
      {filters.entityId && (
        <LinkedFilter
          label="Of the record"
          value={record ? record.Label || auditEntities[record.Entity] : "this record"}
          onClear={() => onChange({ entityId: undefined })}
        />
      )}
      {filters.actorId && (
        <LinkedFilter
          label="By"
          value={actor?.ActorName ?? "one user"}
          onClear={() => onChange({ actorId: undefined })}
        />
      )}
      <DayRangeFilter from={filters.from} to={filters.to} onChange={onChange} />
    </>
  );
}

/** A filter set by a link (a record's history, an actor's work): shown, and cleared on its own. */
function LinkedFilter({ label, value, onClear }: { label: string; value: string; onClear: () => void }) {
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      w={220}
      rightSection={<CloseButton size="sm" aria-label={`Clear ${label.toLowerCase()}`} onClick={onClear} />}
    />
  );
}
