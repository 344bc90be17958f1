import type { User } from "@concierge/contract";
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
import { useUsers } from "./api";
import { UserDeleteDialog } from "./user-delete-dialog";
import { UserDetailsDialog } from "./user-details-dialog";
import { UserEditDialog } from "./user-edit-dialog";

const columns: Column<User>[] = [
  { header: "Username", cell: (user) => <Text fw={500}>{user.Username}</Text> },
  { header: "Role id", cell: (user) => <Text size="sm">{user.RoleId}</Text> },
  { header: "Email", cell: (user) => <Text size="sm">{user.Email}</Text> },
];

/** The staff of the signed-in user's domain. */
export function UsersPage() {
  const domainId = useSession().User?.DomainId ?? "";
  const [requestedPage, setPage] = usePageParam();
  const users = useUsers(domainId, requestedPage);
  const page = useKeepPageInRange(requestedPage, users.isPlaceholderData ? undefined : users.data?.Count);
  const details = useDialogParam("details");
  const editing = useDialogParam("edit");
  // The confirmation is not an address of its own: a reload does not ask again.
  const [deleting, setDeleting] = useState<User>();
  const rows = users.data?.Users ?? [];
  const find = (id: string | null) => rows.find((user) => user.Id === id);

  return (
    <>
      <PageHeader
        title="Users"
        description="The staff who sign in to your hotel's back-office."
        action={<AddLink to="/admin/users/add">Add user</AddLink>}
      />
      <PagedTable
        columns={columns}
        rows={rows}
        rowKey={(user) => user.Id}
        total={users.data?.Count ?? 0}
        page={page}
        onPageChange={setPage}
        query={users}
        actions={(user) => (
          <RowActions
            name={user.Username}
            onDetails={() => details.open(user.Id)}
            onEdit={() => editing.open(user.Id)}
            onDelete={() => setDeleting(user)}
          />
        )}
      />
      <UserDetailsDialog user={find(details.subject)} onClose={details.close} />
      <UserEditDialog user={find(editing.subject)} onClose={editing.close} />
      <UserDeleteDialog user={deleting} onClose={() => setDeleting(undefined)} />
    </>
  );
}
