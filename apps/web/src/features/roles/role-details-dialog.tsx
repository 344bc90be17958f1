import type { Role } from "@concierge/contract";
import { Badges, type DetailField, DetailsDialog } from "../../components/details-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { RecordHistory } from "../audit";
import { DomainName } from "../domains";

/** Read only, in SPEC section 2's order. */
const fields: DetailField<Role>[] = [
  ["Permissions", (role) => <Badges items={role.Permissions} />],
  ["Name", (role) => role.RoleName],
  ["Domain", (role) => <DomainName domainId={role.DomainId} />],
];

export function RoleDetailsDialog({ role, onClose }: SubjectDialog<"role", Role>) {
  return (
    <DetailsDialog
      subject={role}
      title="Role"
      size="lg"
      fields={fields}
      footer={(role) => <RecordHistory entity="role" entityId={role.Id} />}
      onClose={onClose}
    />
  );
}
