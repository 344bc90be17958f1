import { Select } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { branchChoicesQuery, type Choice, roleChoicesQuery } from "./api";

interface ChoiceSelectProps {
  label: string;
  choices: UseQueryResult<Choice[]>;
  value: string;
  onChange: (value: string) => void;
  error: ReactNode;
}

/** A select of a domain's rows; a failure to load them shows where the options would be. */
function ChoiceSelect({ label, choices, value, onChange, error }: ChoiceSelectProps) {
  const loading = choices.isFetching && !choices.data;
  return (
    <Select
      label={label}
      data={choices.data ?? []}
      value={value || null}
      onChange={(picked) => onChange(picked ?? "")}
      error={error || choices.error?.message}
      placeholder={loading ? "Loading…" : `Pick a ${label.toLowerCase()}`}
      nothingFoundMessage={loading ? "Loading…" : "no items available"}
      searchable
    />
  );
}

interface PlacementSelectsProps {
  /** The domain whose roles and branches are offered. */
  domainId: string;
  roleId: string;
  branchId: string;
  onRoleChange: (roleId: string) => void;
  onBranchChange: (branchId: string) => void;
  roleError: ReactNode;
  branchError: ReactNode;
}

/** Where a user sits: one role and one branch of its domain (SPEC section 3). */
export function PlacementSelects({
  domainId,
  roleId,
  branchId,
  onRoleChange,
  onBranchChange,
  roleError,
  branchError,
}: PlacementSelectsProps) {
  const roles = useQuery(roleChoicesQuery(domainId));
  const branches = useQuery(branchChoicesQuery(domainId));
  return (
    <>
      <ChoiceSelect label="Role" choices={roles} value={roleId} onChange={onRoleChange} error={roleError} />
      <ChoiceSelect
        label="Branch"
        choices={branches}
        value={branchId}
        onChange={onBranchChange}
        error={branchError}
      />
    </>
  );
}
