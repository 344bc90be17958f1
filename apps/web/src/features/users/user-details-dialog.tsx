import type { User } from "@concierge/contract";
import { Badges, type DetailField, DetailsDialog } from "../../components/details-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { type Translate, useT } from "../../lib/i18n";
import { RecordHistory } from "../audit";
import { DomainName } from "../domains";
import { BranchName, RoleName } from "../names";
import { UserStateBadge } from "./invitation";

/** Read only, in SPEC section 2's order, with names where it shows ids (issue 16). */
const fieldsIn = (t: Translate): DetailField<User>[] => [
  [t("auth.username"), (user) => user.Username],
  [t("roles.role"), (user) => <RoleName domainId={user.DomainId} roleId={user.RoleId} />],
  [t("roles.permissions"), (user) => <Badges items={user.Permissions} />],
  [t("branches.branch"), (user) => <BranchName domainId={user.DomainId} branchId={user.BranchId} />],
  [t("domains.domain"), (user) => <DomainName domainId={user.DomainId} />],
  [t("auth.email"), (user) => user.Email],
  [t("users.status"), (user) => <UserStateBadge user={user} />],
];

export function UserDetailsDialog({ user, onClose }: SubjectDialog<"user", User>) {
  const t = useT();
  return (
    <DetailsDialog
      subject={user}
      title={t("users.user")}
      size="lg"
      fields={fieldsIn(t)}
      footer={(user) => <RecordHistory entity="user" entityId={user.Id} />}
      onClose={onClose}
    />
  );
}
