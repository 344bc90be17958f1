import { useQuery } from "@tanstack/react-query";
import { NAMES_STALE_TIME, nameIn } from "../../components/choice-select";
import { roleChoicesQuery } from "./api";

/** A role's name where a list or dialog would show its id; one cached read of the domain's roles. */
export function RoleName({ domainId, roleId }: { domainId: string; roleId: string }) {
  const roles = useQuery({ ...roleChoicesQuery(domainId), staleTime: NAMES_STALE_TIME });
  return nameIn(roles, roleId);
}
