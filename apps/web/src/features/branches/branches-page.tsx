import type { Branch } from "@concierge/contract";
import { ActionIcon, Button, Text } from "@mantine/core";
import { IconEye, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "../../components/confirm-dialog";
import type { Column } from "../../components/data-table";
import { PageHeader } from "../../components/page-header";
import { PagedTable } from "../../components/paged-table";
import { useDialogParam } from "../../lib/dialog-param";
import { notifySuccess } from "../../lib/notify";
import { useKeepPageInRange } from "../../lib/page-in-range";
import { usePageParam } from "../../lib/paging";
import { useSession } from "../../lib/session";
import { useBranches, useDeleteBranch } from "./api";
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
  const remove = useDeleteBranch();
  // The branch stays named in the dialog while it fades out.
  const [deleting, setDeleting] = useState<Branch | null>(null);
  const [confirming, setConfirming] = useState(false);
  const rows = branches.data?.Branches ?? [];
  const find = (id: string | null) => rows.find((branch) => branch.Id === id);

  // A 409 says what the branch still holds (its staff).
  const confirmDelete = (branch: Branch) =>
    remove.mutate(branch, {
      onSuccess: () => {
        notifySuccess(`${branch.Name} deleted`);
        setConfirming(false);
      },
    });

  return (
    <>
      <PageHeader
        title="Branches"
        description={`The hotels of ${Domain?.DomainName ?? "your domain"}.`}
        action={
          <Button component={Link} to="/admin/branches/add" leftSection={<IconPlus size={16} />}>
            Add branch
          </Button>
        }
      />
      <PagedTable
        columns={columns}
        rows={rows}
        rowKey={(branch) => branch.Id}
        total={branches.data?.Count ?? 0}
        page={page}
        onPageChange={setPage}
        isPending={branches.isPending}
        error={branches.error}
        actions={(branch) => (
          <>
            <ActionIcon
              variant="subtle"
              aria-label={`Details ${branch.Name}`}
              onClick={() => details.open(branch.Id)}
            >
              <IconEye size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={`Edit ${branch.Name}`}
              onClick={() => editing.open(branch.Id)}
            >
              <IconPencil size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${branch.Name}`}
              onClick={() => {
                setDeleting(branch);
                setConfirming(true);
              }}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </>
        )}
      />
      <BranchDetailsDialog branch={find(details.subject)} onClose={details.close} />
      <BranchEditDialog branch={find(editing.subject)} onClose={editing.close} />
      <ConfirmDialog
        opened={confirming}
        title="Delete branch"
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={() => setConfirming(false)}
        onExited={() => {
          setDeleting(null);
          remove.reset();
        }}
      >
        Delete the branch {deleting?.Name}? This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
