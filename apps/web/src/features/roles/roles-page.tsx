import type { Role } from "@concierge/contract";
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
import { useRoles } from "./api";
import { RoleDeleteDialog } from "./role-delete-dialog";
import { RoleDetailsDialog } from "./role-details-dialog";
import { RoleEditDialog } from "./role-edit-dialog";

const columns: Column<Role>[] = [
  { header: "Domain id", cell: (role) => <Text size="sm">{role.DomainId}</Text> },
  { header: "Role id", cell: (role) => <Text size="sm">{role.Id}</Text> },
  { header: "Role name", cell: (role) => <Text fw={500}>{role.RoleName}</Text> },
];

/** The roles of the signed-in user's domain. */
export function RolesPage() {
  const domainId = useSession().User?.DomainId ?? "";
  const [requestedPage, setPage] = usePageParam();
  const roles = useRoles(domainId, requestedPage);
  const page = useKeepPageInRange(requestedPage, roles.isPlaceholderData ? undefined : roles.data?.Count);
  const details = useDialogParam("details");
  const editing = useDialogParam("edit");
  // The confirmation is not an address of its own: a reload does not ask again.
  const [deleting, setDeleting] = useState<Role>();
  const rows = roles.data?.Roles ?? [];
  const find = (id: string | null) => rows.find((role) => role.Id === id);

  return (
    <>
      <PageHeader
        title="Roles"
        description="What the staff of your hotel may do: each user holds one role."
        action={<AddLink to="/admin/roles/add">Add role</AddLink>}
      />
      <PagedTable
        columns={columns}
        rows={rows}
        rowKey={(role) => role.Id}
        total={roles.data?.Count ?? 0}
        page={page}
        onPageChange={setPage}
        query={roles}
        actions={(role) => (
          <RowActions
            name={role.RoleName}
            onDetails={() => details.open(role.Id)}
            onEdit={() => editing.open(role.Id)}
            onDelete={() => setDeleting(role)}
          />
        )}
      />
      <RoleDetailsDialog role={find(details.subject)} onClose={details.close} />
      <RoleEditDialog role={find(editing.subject)} onClose={editing.close} />
      <RoleDeleteDialog role={deleting} onClose={() => setDeleting(undefined)} />
    </>
  );
}
