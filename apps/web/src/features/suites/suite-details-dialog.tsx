import type { Suite } from "@concierge/contract";
import { Badges, type DetailField, DetailsDialog } from "../../components/details-dialog";
import { Money } from "../../components/money";
import type { SubjectDialog } from "../../components/subject-dialog";
import { RecordHistory } from "../audit";
import { BranchName } from "../branches";
import { DomainName } from "../domains";
import { ViewThumbnails } from "./view-thumbnails";

const fields: DetailField<Suite>[] = [
  ["Domain", (suite) => <DomainName domainId={suite.DomainId} />],
  ["Branch", (suite) => <BranchName domainId={suite.DomainId} branchId={suite.BranchId} />],
  ["Category", (suite) => suite.Category],
  ["Codes", (suite) => <Badges items={suite.Codes} />],
  ["Price", (suite) => <Money amount={suite.Price} />],
  ["Description", (suite) => suite.Description || "None"],
  ["Utilities", (suite) => <Badges items={suite.Utilities} />],
  ["Views", (suite) => <ViewThumbnails views={suite.Views} />],
];

/** SPEC section 2: the 'more' dialog of a suite, every field read-only. */
export function SuiteDetailsDialog({ suite, onClose }: SubjectDialog<"suite", Suite>) {
  return (
    <DetailsDialog
      subject={suite}
      title="Suite"
      size="lg"
      fields={fields}
      footer={(suite) => <RecordHistory entity="suite" entityId={suite.Id} />}
      onClose={onClose}
    />
  );
}
