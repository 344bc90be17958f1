import type { Role } from "@concierge/contract";
import { Badges, type DetailField, DetailsDialog } from "../../components/details-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { type Translate, useT } from "../../lib/i18n";
import { RecordHistory } from "../audit";
import { DomainName } from "../domains";

/** Read only, in SPEC section 2's order. */
const fieldsIn = (t: Translate): DetailField<Role>[] => [
  [t("roles.permissions"), (role) => <Badges items={role.Permissions} />],
  [t("roles.name"), (role) => role.RoleName],
  [t("domains.domain"), (role) => <DomainName domainId={role.DomainId} />],
];

export function RoleDetailsDialog({ role, onClose }: SubjectDialog<"role", Role>) {
  const t = useT();
  return (
    <DetailsDialog
      subject={role}
      title={t("roles.role")}
      size="lg"
      fields={fieldsIn(t)}
      footer={(role) => <RecordHistory entity="role" entityId={role.Id} />}
      onClose={onClose}
    />
  );
}
