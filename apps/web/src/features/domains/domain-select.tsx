import { calls, hasPermission, Permission } from "@concierge/contract";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ChoiceSelect, nameIn } from "../../components/choice-select";
import { useCan } from "../../lib/access";
import { useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { domainChoicesQuery } from "./api";

/**
 * Whether the user chooses the domain of what it adds: GLOBAL reaches every domain (the server's
 * tenant check), and the list to choose from takes what `domains.list` takes. Others add to their own.
 */
export function usePicksDomain(): boolean {
  const can = useCan();
  const held = useSession().User?.Permissions;
  return hasPermission(held, Permission.GLOBAL) && can(calls.domains.list);
}

interface DomainSelectProps {
  value: string;
  onChange: (domainId: string) => void;
  error: ReactNode;
}

/** The domain of a new user, role, branch or suite, found by name; not shown to whom it is fixed. */
export function DomainSelect({ value, onChange, error }: DomainSelectProps) {
  const t = useT();
  const picks = usePicksDomain();
  const domains = useQuery(domainChoicesQuery(picks));
  if (!picks) return null;
  return (
    <ChoiceSelect
      label={t("domains.domain")}
      choices={domains}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

/** A domain's name where a dialog would show its id: the user's own from the session. */
export function DomainName({ domainId }: { domainId: string }) {
  const { User, Domain } = useSession();
  const canList = useCan()(calls.domains.list);
  const own = domainId === User?.DomainId;
  const domains = useQuery(domainChoicesQuery(!own && canList));
  return own ? (Domain?.DomainName ?? "—") : nameIn(domains, domainId);
}
