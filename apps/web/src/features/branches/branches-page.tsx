import type { Branch } from "@concierge/contract";
import { Text } from "@mantine/core";
import { useState } from "react";
import type { Column } from "../../components/data-table";
import { AddLink, PageHeader } from "../../components/page-header";
import { PagedTable } from "../../components/paged-table";
import { RowActions } from "../../components/row-actions";
import { useDialogParam } from "../../lib/dialog-param";
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
  const details = useDialogParam("details");
  const editing = useDialogParam("edit");
  // The confirmation is not an address of its own: a reload does not ask again.
  const [deleting, setDeleting] = useState<Branch>();
  const rows = branches.data?.Branches ?? [];
  const find = (id: string | null) => rows.find((branch) => branch.Id === id);

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
        actions={(branch) => (
          <RowActions
            name={branch.Name}
            onDetails={() => details.open(branch.Id)}
            onEdit={() => editing.open(branch.Id)}
            onDelete={() => setDeleting(branch)}
          />
        )}
      />
      <BranchDetailsDialog branch={find(details.subject)} onClose={details.close} />
      <BranchEditDialog branch={find(editing.subject)} onClose={editing.close} />
      <BranchDeleteDialog branch={deleting} onClose={() => setDeleting(undefined)} />
    </>
  );
}
