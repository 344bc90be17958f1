import type { User } from "@concierge/contract";
import { Badges, type DetailField, DetailsDialog } from "../../components/details-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { RecordHistory } from "../audit";
import { UserStateBadge } from "./invitation";

/** Read only, in SPEC section 2's order. */
const fields: DetailField<User>[] = [
  ["Username", (user) => user.Username],
  ["Role id", (user) => user.RoleId],
  ["Permissions", (user) => <Badges items={user.Permissions} />],
  ["Branch id", (user) => user.BranchId],
  ["Domain id", (user) => user.DomainId],
  ["Email", (user) => user.Email],
  ["Status", (user) => <UserStateBadge user={user} />],
  ["Id", (user) => user.Id],
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
