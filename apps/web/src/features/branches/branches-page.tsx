import type { Branch } from "@concierge/contract";
import { Text } from "@mantine/core";
import type { Column } from "../../components/data-table";
import { AddLink, PageHeader } from "../../components/page-header";
import { PagedTable } from "../../components/paged-table";
import { useRowDialogs } from "../../components/row-actions";
import { useKeepPageInRange } from "../../lib/page-in-range";
import { usePageParam } from "../../lib/paging";
import { useSession } from "../../lib/session";
import { useBranches } from "./api";
import { BranchDeleteDialog } from "./branch-delete-dialog";
import { BranchDetailsDialog } from "./branch-details-dialog";
import { BranchEditDialog } from "./branch-edit-dialog";

const columns: Column<Branch>[] = [
  { header: "Name", width: "40%", cell: (branch) => <Text fw={500}>{branch.Name}</Text> },
  { header: "Phone", cell: (branch) => branch.Phone },
  { header: "State", cell: (branch) => branch.State },
];

/** The branches of the signed-in user's domain. */
export function BranchesPage() {
  const { User, Domain } = useSession();
  const [requestedPage, setPage] = usePageParam();
  const branches = useBranches(User?.DomainId ?? "", requestedPage);
  const page = useKeepPageInRange(
    requestedPage,
    branches.isPlaceholderData ? undefined : branches.data?.Count,
  );
  const rows = branches.data?.Branches ?? [];
  const dialogs = useRowDialogs(rows);

  return (
    <>
      <PageHeader
        title="Branches"
        description={`The hotels of ${Domain?.DomainName ?? "your domain"}.`}
        action={<AddLink to="/admin/branches/add">Add branch</AddLink>}
      />
      <PagedTable
        columns={columns}
        rows={rows}
        rowKey={(branch) => branch.Id}
        total={branches.data?.Count ?? 0}
        page={page}
        onPageChange={setPage}
        query={branches}
        actions={(branch) => dialogs.actions(branch, branch.Name)}
      />
      <BranchDetailsDialog branch={dialogs.detailed} onClose={dialogs.closeDetails} />
      <BranchEditDialog branch={dialogs.edited} onClose={dialogs.closeEdit} />
      <BranchDeleteDialog branch={dialogs.deleting} onClose={dialogs.closeDelete} />
    </>
  );
}
