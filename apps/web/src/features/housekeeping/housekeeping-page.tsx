import type { Housekeeping } from "@concierge/contract";
import { PageHeader } from "../../components/page-header";
import { useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { useBranchName } from "../branches";
import { HousekeepingBoard } from "./housekeeping-board";

/** Dirty rooms first: they are the housekeepers' work; then clean ones, waiting for inspection. */
const ORDER: readonly Housekeeping[] = ["dirty", "clean", "inspected"];

/** The branch's rooms by housekeeping state, each with one-click changes to the other states. */
export function HousekeepingPage() {
  const t = useT();
  const { User } = useSession();
  const branchName = useBranchName(User?.DomainId ?? "", User?.BranchId ?? "");
  return (
    <>
      <PageHeader
        title={t("nav.housekeeping")}
        description={
          branchName
            ? t("housekeeping.description", { branch: branchName })
            : t("housekeeping.descriptionOwn")
        }
      />
      <HousekeepingBoard states={ORDER} />
    </>
  );
}
