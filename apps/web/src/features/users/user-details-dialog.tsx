import type { User } from "@concierge/contract";
import { Badges, type DetailField, DetailsDialog } from "../../components/details-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { RecordHistory } from "../audit";
import { BranchName } from "../branches";
import { DomainName } from "../domains";
import { RoleName } from "../roles";
import { UserStateBadge } from "./invitation";

/** Read only, in SPEC section 2's order, with names where it shows ids (issue 16). */
const fields: DetailField<User>[] = [
  ["Username", (user) => user.Username],
  ["Role", (user) => <RoleName domainId={user.DomainId} roleId={user.RoleId} />],
  ["Permissions", (user) => <Badges items={user.Permissions} />],
  ["Branch", (user) => <BranchName domainId={user.DomainId} branchId={user.BranchId} />],
  ["Domain", (user) => <DomainName domainId={user.DomainId} />],
  ["Email", (user) => user.Email],
  ["Status", (user) => <UserStateBadge user={user} />],
];

export function UserDetailsDialog({ user, onClose }: SubjectDialog<"user", User>) {
  return (
    <DetailsDialog
      subject={user}
      title="User"
      size="lg"
      fields={fields}
      footer={(user) => <RecordHistory entity="user" entityId={user.Id} />}
      onClose={onClose}
    />
  );
}
