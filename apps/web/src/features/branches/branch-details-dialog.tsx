import type { Branch } from "@concierge/contract";
import { type DetailField, DetailsDialog } from "../../components/details-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { formatDay } from "../../components/zoned-date";
import { type Translate, useT } from "../../lib/i18n";
import { RecordHistory } from "../audit";
import { DomainName } from "../domains";

const fieldsIn = (t: Translate): DetailField<Branch>[] => [
  [t("branches.branchName"), (branch) => branch.Name],
  [t("domains.domain"), (branch) => <DomainName domainId={branch.DomainId} />],
  [t("branches.phone"), (branch) => branch.Phone],
  [t("auth.email"), (branch) => branch.Email],
  [t("branches.address"), (branch) => branch.Address],
  [t("branches.country"), (branch) => branch.Country],
  [t("branches.state"), (branch) => branch.State],
  [t("branches.timeZone"), (branch) => branch.TimeZone],
  [t("branches.code"), (branch) => branch.Code],
  [t("branches.pricesIncludeTax"), (branch) => t(branch.PricesIncludeTax ? "branches.yes" : "branches.no")],
  [t("branches.businessDate"), (branch) => formatDay(branch.BusinessDate)],
  [t("branches.auditTime"), (branch) => branch.AuditTime],
  [t("branches.autoNoShow"), (branch) => t(branch.AutoNoShow ? "branches.yes" : "branches.no")],
];

/** SPEC section 2: the 'more' dialog of a branch, every field read-only. */
export function BranchDetailsDialog({ branch, onClose }: SubjectDialog<"branch", Branch>) {
  const t = useT();
  return (
    <DetailsDialog
      subject={branch}
      title={t("branches.branch")}
      fields={fieldsIn(t)}
      footer={(branch) => <RecordHistory entity="branch" entityId={branch.Id} />}
      onClose={onClose}
    />
  );
}
