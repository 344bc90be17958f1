import { type Branch, calls } from "@concierge/contract";
import { Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { Column } from "../../components/data-table";
import { FilterSelect } from "../../components/filter-select";
import { ListToolbar } from "../../components/list-toolbar";
import { AddLink, PageHeader } from "../../components/page-header";
import { PagedTable } from "../../components/paged-table";
import { useRowDialogs } from "../../components/row-actions";
import { useListView } from "../../lib/list-view";
import { useSession } from "../../lib/session";
import { countryNamesQuery } from "../countries";
import { exportBranches, useBranches } from "./api";
import { BranchDeleteDialog } from "./branch-delete-dialog";
import { BranchDetailsDialog } from "./branch-details-dialog";
import { BranchEditDialog } from "./branch-edit-dialog";

const columns: Column<Branch>[] = [
  { header: "Name", width: "35%", sort: "Name", cell: (branch) => <Text fw={500}>{branch.Name}</Text> },
  { header: "Phone", sort: "Phone", cell: (branch) => branch.Phone },
  { header: "State", sort: "State", cell: (branch) => branch.State },
  { header: "Country", sort: "Country", cell: (branch) => branch.Country },
];

/** The branches of the signed-in user's domain. */
export function BranchesPage() {
  const { User, Domain } = useSession();
  const domainId = User?.DomainId ?? "";
  const list = useListView(calls.branches.list);
  const branches = useBranches(domainId, list.view);
  const countries = useQuery(countryNamesQuery);
  const rows = branches.data?.Branches ?? [];
  const dialogs = useRowDialogs(rows, { edit: calls.branches.update, remove: calls.branches.delete });

  return (
    <>
      <PageHeader
        title="Branches"
        description={`The hotels of ${Domain?.DomainName ?? "your domain"}.`}
        action={<AddLink to="/admin/branches/add">Add branch</AddLink>}
      />
      <ListToolbar
        list={list}
        searchLabel="Search name, email, phone, state or country"
        exportCsv={() => exportBranches(domainId, list.view)}
      >
        <FilterSelect
          label="Country"
          data={countries.data ?? []}
          value={list.view.filters.country}
          onChange={(country) => list.setFilters({ country })}
        />
      </ListToolbar>
      <PagedTable
        columns={columns}
        rows={rows}
        rowKey={(branch) => branch.Id}
        total={branches.data?.Count ?? 0}
        list={list}
        noun="branches"
        query={branches}
        actions={(branch) => dialogs.actions(branch, branch.Name)}
      />
      <BranchDetailsDialog branch={dialogs.detailed} onClose={dialogs.closeDetails} />
      <BranchEditDialog branch={dialogs.edited} onClose={dialogs.closeEdit} />
      <BranchDeleteDialog branch={dialogs.deleting} onClose={dialogs.closeDelete} />
    </>
  );
}
