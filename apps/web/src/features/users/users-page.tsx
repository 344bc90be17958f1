import type { User } from "@concierge/contract";
import { Text } from "@mantine/core";
import type { Column } from "../../components/data-table";
import { AddLink, PageHeader } from "../../components/page-header";
import { PagedTable } from "../../components/paged-table";
import { useRowDialogs } from "../../components/row-actions";
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
  const rows = users.data?.Users ?? [];
  const dialogs = useRowDialogs(rows);

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
        actions={(user) => dialogs.actions(user, user.Username)}
      />
      <UserDetailsDialog user={dialogs.detailed} onClose={dialogs.closeDetails} />
      <UserEditDialog user={dialogs.edited} onClose={dialogs.closeEdit} />
      <UserDeleteDialog user={dialogs.deleting} onClose={dialogs.closeDelete} />
    </>
  );
}
