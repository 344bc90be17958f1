import { useQuery } from "@tanstack/react-query";
import { FilterSelect } from "../../components/filter-select";
import { useT } from "../../lib/i18n";
import type { FilterChanges } from "../../lib/list-view";
import { branchChoicesQuery, roleChoicesQuery } from "../names";
import type { UserListView } from "./api";

interface UserFiltersProps {
  domainId: string;
  filters: UserListView["filters"];
  onChange: (changes: FilterChanges<UserListView["filters"]>) => void;
}

/** The users list's filters: by role, by branch, by whether the invitation was taken up. */
export function UserFilters({ domainId, filters, onChange }: UserFiltersProps) {
  const t = useT();
  const activation = [
    { value: "true", label: t("users.activated") },
    { value: "false", label: t("users.notActivated") },
  ];
  const roles = useQuery(roleChoicesQuery(domainId));
  const branches = useQuery(branchChoicesQuery(domainId));
  return (
    <>
      <FilterSelect
        label={t("roles.role")}
        data={roles.data ?? []}
        value={filters.roleId}
        onChange={(roleId) => onChange({ roleId })}
      />
      <FilterSelect
        label={t("branches.branch")}
        data={branches.data ?? []}
        value={filters.branchId}
        onChange={(branchId) => onChange({ branchId })}
      />
      <FilterSelect
        label={t("users.activated")}
        data={activation}
        value={filters.activated}
        onChange={(activated) => onChange({ activated })}
      />
    </>
  );
}
