import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ChoiceSelect } from "../../components/choice-select";
import { useT } from "../../lib/i18n";
import { BranchSelect } from "../branches";
import { roleChoicesQuery } from "../names";

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
  const t = useT();
  const roles = useQuery(roleChoicesQuery(domainId));
  return (
    <>
      <ChoiceSelect
        label={t("roles.role")}
        choices={roles}
        value={roleId}
        onChange={onRoleChange}
        error={roleError}
      />
      <BranchSelect domainId={domainId} value={branchId} onChange={onBranchChange} error={branchError} />
    </>
  );
}
