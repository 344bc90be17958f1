import { type AuditEntity, calls } from "@concierge/contract";
import { ActionIcon } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { Link } from "react-router";
import { useCan } from "../../lib/access";
import { useT } from "../../lib/i18n";
import { linkTo } from "../../screens";

interface HistoryLinkProps {
  entity: AuditEntity;
  entityId: string;
  /** The record's name, for the link's label. */
  name: string;
}

/** A row's way to its record's history where the list has no details dialog (images). */
export function HistoryLink({ entity, entityId, name }: HistoryLinkProps) {
  const t = useT();
  if (!useCan()(calls.audit.list)) return null;
  return (
    <ActionIcon
      component={Link}
      to={linkTo("audit", { entity, entityId })}
      variant="subtle"
      aria-label={t("audit.historyOf", { name })}
    >
      <IconHistory size={18} />
    </ActionIcon>
  );
}
