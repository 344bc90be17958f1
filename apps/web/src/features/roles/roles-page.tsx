import { calls, type Role } from "@concierge/contract";
import { Text } from "@mantine/core";
import type { Column } from "../../components/data-table";
import { Badges } from "../../components/details-dialog";
import { ListToolbar } from "../../components/list-toolbar";
import { AddLink, PageHeader } from "../../components/page-header";
import { PagedTable } from "../../components/paged-table";
import { useRowDialogs } from "../../components/row-actions";
import { type Translate, useT } from "../../lib/i18n";
import { useListView } from "../../lib/list-view";
import { useSession } from "../../lib/session";
import { linkTo } from "../../screens";
import { exportRoles, useRoles } from "./api";
import { RoleDeleteDialog } from "./role-delete-dialog";
import { RoleDetailsDialog } from "./role-details-dialog";
import { RoleEditDialog } from "./role-edit-dialog";

// The list is the signed-in user's domain's alone: its name and the roles' ids say nothing more.
const columnsIn = (t: Translate): Column<Role>[] => [
  { header: t("roles.roleName"), sort: "RoleName", cell: (role) => <Text fw={500}>{role.RoleName}</Text> },
  { header: t("roles.permissions"), cell: (role) => <Badges items={role.Permissions} /> },
];

/** The roles of the signed-in user's domain. */
export function RolesPage() {
  const t = useT();
  const domainId = useSession().User?.DomainId ?? "";
  const list = useListView(calls.roles.list);
  const roles = useRoles(domainId, list.view);
  const rows = roles.data?.Roles ?? [];
  const dialogs = useRowDialogs(rows, { edit: calls.roles.update, remove: calls.roles.delete });

  return (
    <>
      <PageHeader
        title={t("nav.roles")}
        description={t("roles.description")}
        action={<AddLink to={linkTo("roleAdd")}>{t("add.role")}</AddLink>}
      />
      <ListToolbar
        list={list}
        searchLabel={t("roles.search")}
        exportCsv={() => exportRoles(domainId, list.view)}
      />
      <PagedTable
        columns={columnsIn(t)}
        rows={rows}
        rowKey={(role) => role.Id}
        total={roles.data?.Count ?? 0}
        list={list}
        noun={t("roles.noun")}
        query={roles}
        actions={(role) => dialogs.actions(role, role.RoleName)}
      />
      <RoleDetailsDialog role={dialogs.detailed} onClose={dialogs.closeDetails} />
      <RoleEditDialog role={dialogs.edited} onClose={dialogs.closeEdit} />
      <RoleDeleteDialog role={dialogs.deleting} onClose={dialogs.closeDelete} />
    </>
  );
}
