import { type Branch, calls } from "@concierge/contract";
import { Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { Column } from "../../components/data-table";
import { FilterSelect } from "../../components/filter-select";
import { ListToolbar } from "../../components/list-toolbar";
import { AddLink, PageHeader } from "../../components/page-header";
import { PagedTable } from "../../components/paged-table";
import { useRowDialogs } from "../../components/row-actions";
import { type Translate, useT } from "../../lib/i18n";
import { useListView } from "../../lib/list-view";
import { useSession } from "../../lib/session";
import { linkTo } from "../../screens";
import { countryNamesQuery } from "../countries";
import { exportBranches, useBranches } from "./api";
import { BranchDeleteDialog } from "./branch-delete-dialog";
import { BranchDetailsDialog } from "./branch-details-dialog";
import { BranchEditDialog } from "./branch-edit-dialog";

const columnsIn = (t: Translate): Column<Branch>[] => [
  {
    header: t("branches.name"),
    width: "35%",
    sort: "Name",
    cell: (branch) => <Text fw={500}>{branch.Name}</Text>,
  },
  { header: t("branches.phone"), sort: "Phone", cell: (branch) => branch.Phone },
  { header: t("branches.state"), sort: "State", cell: (branch) => branch.State },
  { header: t("branches.country"), sort: "Country", cell: (branch) => branch.Country },
];

/** The branches of the signed-in user's domain. */
export function BranchesPage() {
  const t = useT();
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
        title={t("nav.branches")}
        description={
          Domain ? t("branches.descriptionOf", { domain: Domain.DomainName }) : t("branches.description")
        }
        action={<AddLink to={linkTo("branchAdd")}>{t("add.branch")}</AddLink>}
      />
      <ListToolbar
        list={list}
        searchLabel={t("branches.search")}
        exportCsv={() => exportBranches(domainId, list.view)}
      >
        <FilterSelect
          label={t("branches.country")}
          data={countries.data ?? []}
          value={list.view.filters.country}
          onChange={(country) => list.setFilters({ country })}
        />
      </ListToolbar>
      <PagedTable
        columns={columnsIn(t)}
        rows={rows}
        rowKey={(branch) => branch.Id}
        total={branches.data?.Count ?? 0}
        list={list}
        noun={t("branches.noun")}
        query={branches}
        actions={(branch) => dialogs.actions(branch, branch.Name)}
      />
      <BranchDetailsDialog branch={dialogs.detailed} onClose={dialogs.closeDetails} />
      <BranchEditDialog branch={dialogs.edited} onClose={dialogs.closeEdit} />
      <BranchDeleteDialog branch={dialogs.deleting} onClose={dialogs.closeDelete} />
    </>
  );
}
