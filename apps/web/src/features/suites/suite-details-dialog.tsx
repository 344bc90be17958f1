import type { Suite } from "@concierge/contract";
import { Badges, type DetailField, DetailsDialog } from "../../components/details-dialog";
import { Money } from "../../components/money";
import type { SubjectDialog } from "../../components/subject-dialog";
import { type Translate, useT } from "../../lib/i18n";
import { RecordHistory } from "../audit";
import { DomainName } from "../domains";
import { BranchName } from "../names";
import { ViewThumbnails } from "./view-thumbnails";

const fieldsOf = (t: Translate): DetailField<Suite>[] => [
  [t("suites.domain"), (suite) => <DomainName domainId={suite.DomainId} />],
  [t("suites.branch"), (suite) => <BranchName domainId={suite.DomainId} branchId={suite.BranchId} />],
  [t("suites.category"), (suite) => suite.Category],
  [t("suites.codes"), (suite) => <Badges items={suite.Codes} />],
  [t("suites.price"), (suite) => <Money amount={suite.Price} />],
  [t("suites.maxAdults"), (suite) => suite.MaxAdults],
  [t("suites.descriptionField"), (suite) => suite.Description || t("suites.none")],
  [t("suites.utilities"), (suite) => <Badges items={suite.Utilities} />],
  [t("suites.views"), (suite) => <ViewThumbnails views={suite.Views} />],
];

/** SPEC section 2: the 'more' dialog of a suite, every field read-only. */
export function SuiteDetailsDialog({ suite, onClose }: SubjectDialog<"suite", Suite>) {
  const t = useT();
  return (
    <DetailsDialog
      subject={suite}
      title={t("suites.details")}
      size="lg"
      fields={fieldsOf(t)}
      footer={(suite) => <RecordHistory entity="suite" entityId={suite.Id} />}
      onClose={onClose}
    />
  );
}
