import { useQuery } from "@tanstack/react-query";
import { FilterSelect } from "../../components/filter-select";
import type { FilterChanges } from "../../lib/list-view";
import { branchChoicesQuery } from "../branches";
import { roleChoicesQuery } from "../roles";
import type { UserListView } from "./api";

const activation = [
  { value: "true", label: "Activated" },
  { value: "false", label: "Not activated" },
];

interface UserFiltersProps {
  domainId: string;
  filters: UserListView["filters"];
  onChange: (changes: FilterChanges<UserListView["filters"]>) => void;
}

/** The users list's filters: by role, by branch, by whether the invitation was taken up. */
export function UserFilters({ domainId, filters, onChange }: UserFiltersProps) {
  const roles = useQuery(roleChoicesQuery(domainId));
  const branches = useQuery(branchChoicesQuery(domainId));
  return (
    <>
      <FilterSelect
        label="Role"
        data={roles.data ?? []}
        value={filters.roleId}
        onChange={(roleId) => onChange({ roleId })}
      />
      <FilterSelect
        label="Branch"
        data={branches.data ?? []}
        value={filters.branchId}
        onChange={(branchId) => onChange({ branchId })}
      />
      <FilterSelect
        label="Activated"
        data={activation}
        value={filters.activated}
        onChange={(activated) => onChange({ activated })}
      />
    </>
  );
}
