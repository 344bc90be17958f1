import { calls, type User } from "@concierge/contract";
import { Text } from "@mantine/core";
import type { Column } from "../../components/data-table";
import { ListToolbar } from "../../components/list-toolbar";
import { AddLink, PageHeader } from "../../components/page-header";
import { PagedTable } from "../../components/paged-table";
import { useRowDialogs } from "../../components/row-actions";
import { type Translate, useT } from "../../lib/i18n";
import { useListView } from "../../lib/list-view";
import { useSession } from "../../lib/session";
import { linkTo } from "../../screens";
import { BranchName, RoleName } from "../names";
import { exportUsers, useUsers } from "./api";
import { ResendInvitationButton, UserStateBadge } from "./invitation";
import { UserDeleteDialog } from "./user-delete-dialog";
import { UserDetailsDialog } from "./user-details-dialog";
import { UserEditDialog } from "./user-edit-dialog";
import { UserFilters } from "./user-filters";

const columnsIn = (t: Translate): Column<User>[] => [
  { header: t("auth.username"), sort: "Username", cell: (user) => <Text fw={500}>{user.Username}</Text> },
  {
    header: t("roles.role"),
    cell: (user) => (
      <Text size="sm">
        <RoleName domainId={user.DomainId} roleId={user.RoleId} />
      </Text>
    ),
  },
  {
    header: t("branches.branch"),
    cell: (user) => (
      <Text size="sm">
        <BranchName domainId={user.DomainId} branchId={user.BranchId} />
      </Text>
    ),
  },
  { header: t("auth.email"), sort: "Email", cell: (user) => <Text size="sm">{user.Email}</Text> },
  { header: t("users.status"), sort: "Activated", cell: (user) => <UserStateBadge user={user} /> },
];

/** The staff of the signed-in user's domain. */
export function UsersPage() {
  const t = useT();
  const domainId = useSession().User?.DomainId ?? "";
  const list = useListView(calls.users.list);
  const users = useUsers(domainId, list.view);
  const rows = users.data?.Users ?? [];
  const dialogs = useRowDialogs(rows, { edit: calls.users.update, remove: calls.users.delete });

  return (
    <>
      <PageHeader
        title={t("nav.users")}
        description={t("users.description")}
        action={<AddLink to={linkTo("userAdd")}>{t("add.user")}</AddLink>}
      />
      <ListToolbar
        list={list}
        searchLabel={t("users.search")}
        exportCsv={() => exportUsers(domainId, list.view)}
      >
        <UserFilters domainId={domainId} filters={list.view.filters} onChange={list.setFilters} />
      </ListToolbar>
      <PagedTable
        columns={columnsIn(t)}
        rows={rows}
        rowKey={(user) => user.Id}
        total={users.data?.Count ?? 0}
        list={list}
        noun={t("users.noun")}
        query={users}
        actions={(user) => dialogs.actions(user, user.Username, <ResendInvitationButton user={user} />)}
      />
      <UserDetailsDialog user={dialogs.detailed} onClose={dialogs.closeDetails} />
      <UserEditDialog user={dialogs.edited} onClose={dialogs.closeEdit} />
      <UserDeleteDialog user={dialogs.deleting} onClose={dialogs.closeDelete} />
    </>
  );
}
