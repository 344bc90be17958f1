import type { Branch } from "@concierge/contract";
import { type DetailField, DetailsDialog } from "../../components/details-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { RecordHistory } from "../audit";
import { DomainName } from "../domains";

const fields: DetailField<Branch>[] = [
  ["Branch name", (branch) => branch.Name],
  ["Domain", (branch) => <DomainName domainId={branch.DomainId} />],
  ["Phone", (branch) => branch.Phone],
  ["Email", (branch) => branch.Email],
  ["Address", (branch) => branch.Address],
  ["Country", (branch) => branch.Country],
  ["State", (branch) => branch.State],
  ["Time zone", (branch) => branch.TimeZone],
];

/** SPEC section 2: the 'more' dialog of a branch, every field read-only. */
export function BranchDetailsDialog({ branch, onClose }: SubjectDialog<"branch", Branch>) {
  return (
    <DetailsDialog
      subject={branch}
      title="Branch"
      fields={fields}
      footer={(branch) => <RecordHistory entity="branch" entityId={branch.Id} />}
      onClose={onClose}
    />
  );
}
