import { AUDIT_ENTITIES } from "@concierge/contract";
import { TextInput } from "@mantine/core";
import { FilterSelect } from "../../components/filter-select";
import type { FilterChanges } from "../../lib/list-view";
import type { AuditListView } from "./api";
import { auditEntities } from "./audit-labels";

const entities = AUDIT_ENTITIES.map((entity) => ({ value: entity, label: auditEntities[entity] }));

interface AuditFiltersProps {
  filters: AuditListView["filters"];
  onChange: (changes: FilterChanges<AuditListView["filters"]>) => void;
}

/**
 * The trail's filters: the kind of record and the days, in the reader's zone. One record's history
 * (`entityId`) and one actor's work (`actorId`) come from links, and Clear drops them too.
 */
export function AuditFilters({ filters, onChange }: AuditFiltersProps) {
  return (
    <>
      <FilterSelect
        label="Record"
        data={entities}
        value={filters.entity}
        onChange={(entity) => onChange({ entity, entityId: undefined })}
      />
      <TextInput
        type="date"
        label="From"
        value={filters.from ?? ""}
        onChange={(event) => onChange({ from: event.currentTarget.value || undefined })}
        w={150}
      />
      <TextInput
        type="date"
        label="To"
        value={filters.to ?? ""}
        onChange={(event) => onChange({ to: event.currentTarget.value || undefined })}
        w={150}
      />
    </>
  );
}
