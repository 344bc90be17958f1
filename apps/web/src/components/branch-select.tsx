import { type Branch, SELECT_PAGE_SIZE } from "@concierge/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { http } from "../lib/http";
import { type Choice, ChoiceSelect } from "./choice-select";

const branchChoices = ({ Branches }: { Branches: Branch[] }): Choice[] =>
  Branches.map((branch) => ({ value: branch.Id, label: branch.Name }));

// SPEC section 7: the branch selects read page 1 of size 100 of the domain's branches, afresh each
// time a form opens (staleTime 0): a branch added a moment ago is offered.
const branchChoicesQuery = (domainId: string) =>
  queryOptions({
    queryKey: ["branch-choices", domainId] as const,
    queryFn: ({ signal }) =>
      http.get<{ Branches: Branch[] }>(
        `/api/v1/domains/branches/${encodeURIComponent(domainId)}/1/${SELECT_PAGE_SIZE}`,
        signal,
      ),
    select: branchChoices,
    enabled: domainId !== "",
    staleTime: 0,
  });

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
  const branches = useQuery(branchChoicesQuery(domainId));
  return <ChoiceSelect label="Branch" choices={branches} value={value} onChange={onChange} error={error} />;
}
