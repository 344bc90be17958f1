import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ChoiceSelect } from "../../components/choice-select";
import { useT } from "../../lib/i18n";
import { branchChoicesQuery } from "../names";

/** A branch's name from the list the selects offer; undefined while it loads. */
export function useBranchName(domainId: string, branchId: string) {
  const branches = useQuery(branchChoicesQuery(domainId));
  return branches.data?.find((choice) => choice.value === branchId)?.label;
}

interface BranchSelectProps {
  /** The domain whose branches are offered; the options follow it. */
  domainId: string;
  value: string;
  onChange: (branchId: string) => void;
  error: ReactNode;
}

export function BranchSelect({ domainId, value, onChange, error }: BranchSelectProps) {
  const t = useT();
  const branches = useQuery(branchChoicesQuery(domainId));
  return (
    <ChoiceSelect
      label={t("branches.branch")}
      choices={branches}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
