import { useQuery } from "@tanstack/react-query";
import { NAMES_STALE_TIME, nameIn } from "../../components/choice-select";
import { branchChoicesQuery } from "./api";

/** A branch's name where a list or dialog would show its id; one cached read of the domain's branches. */
export function BranchName({ domainId, branchId }: { domainId: string; branchId: string }) {
  const branches = useQuery({ ...branchChoicesQuery(domainId), staleTime: NAMES_STALE_TIME });
  return nameIn(branches, branchId);
}
