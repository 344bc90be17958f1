import type { Domain } from "@concierge/contract";
import { Text } from "@mantine/core";
import type { Column } from "../../components/data-table";
import { AddLink, PageHeader } from "../../components/page-header";
import { PagedTable } from "../../components/paged-table";
import { useRowDialogs } from "../../components/row-actions";
import { useKeepPageInRange } from "../../lib/page-in-range";
import { usePageParam } from "../../lib/paging";
import { useDomains } from "./api";
import { DomainDeleteDialog } from "./domain-delete-dialog";
import { DomainDetailsDialog } from "./domain-details-dialog";
import { DomainEditDialog } from "./domain-edit-dialog";
import { DomainLogo } from "./domain-logo";

const columns: Column<Domain>[] = [
  { header: "Name", width: "40%", cell: (domain) => <Text fw={500}>{domain.DomainName}</Text> },
  { header: "RC number", cell: (domain) => domain.RCNumber },
  // Not named after the domain: the row's name cell is the one that carries it.
  { header: "Logo", cell: (domain) => <DomainLogo src={domain.Logo} alt="Logo" size={36} /> },
];

export function DomainsPage() {
  const [requestedPage, setPage] = usePageParam();
  const domains = useDomains(requestedPage);
  const page = useKeepPageInRange(requestedPage, domains.isPlaceholderData ? undefined : domains.data?.Count);
  const rows = domains.data?.Domains ?? [];
  const dialogs = useRowDialogs(rows);

  return (
    <>
      <PageHeader
        title="Domains"
        description="The hotel companies, each with its registration number and logo."
        action={<AddLink to="/admin/domains/add">Add domain</AddLink>}
      />
      <PagedTable
        columns={columns}
        rows={rows}
        rowKey={(domain) => domain.Id}
        total={domains.data?.Count ?? 0}
        page={page}
        onPageChange={setPage}
        query={domains}
        actions={(domain) => dialogs.actions(domain, domain.DomainName)}
      />
      <DomainDetailsDialog domain={dialogs.detailed} onClose={dialogs.closeDetails} />
      <DomainEditDialog domain={dialogs.edited} onClose={dialogs.closeEdit} />
      <DomainDeleteDialog domain={dialogs.deleting} onClose={dialogs.closeDelete} />
    </>
  );
}
