import { DEFAULT_TIME_ZONE } from "@concierge/contract";
import { useQuery } from "@tanstack/react-query";
import { useSession } from "../../lib/session";
import { branchChoicesQuery } from "./api";

/**
 * A branch's time zone, from the list the branch selects read (one request for both); undefined
 * while it loads, the default for a branch not in it or when the list cannot be read (the dates
 * shown then name the zone they are in).
 */
export function useBranchZone(domainId: string, branchId: string): string | undefined {
  const branches = useQuery({
    ...branchChoicesQuery(domainId),
    select: ({ Branches }) =>
      Branches.find((branch) => branch.Id === branchId)?.TimeZone ?? DEFAULT_TIME_ZONE,
  });
  return branches.isError ? DEFAULT_TIME_ZONE : branches.data;
}

/** The zone of the user's own branch: the clock the desk reads the trail's times by. */
export function useOwnBranchZone(): string | undefined {
  const { User } = useSession();
  return useBranchZone(User?.DomainId ?? "", User?.BranchId ?? "");
}
