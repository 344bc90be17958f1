import type { Domain } from "@concierge/contract";
import { Text } from "@mantine/core";
import { useState } from "react";
import type { Column } from "../../components/data-table";
import { AddLink, PageHeader } from "../../components/page-header";
import { PagedTable } from "../../components/paged-table";
import { RowActions } from "../../components/row-actions";
import { useDialogParam } from "../../lib/dialog-param";
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
  const details = useDialogParam("details");
  const editing = useDialogParam("edit");
  // The confirmation is not an address of its own: a reload does not ask again.
  const [deleting, setDeleting] = useState<Domain>();
  const rows = domains.data?.Domains ?? [];
  const find = (id: string | null) => rows.find((domain) => domain.Id === id);

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
        actions={(domain) => (
          <RowActions
            name={domain.DomainName}
            onDetails={() => details.open(domain.Id)}
            onEdit={() => editing.open(domain.Id)}
            onDelete={() => setDeleting(domain)}
          />
        )}
      />
      <DomainDetailsDialog domain={find(details.subject)} onClose={details.close} />
      <DomainEditDialog domain={find(editing.subject)} onClose={editing.close} />
      <DomainDeleteDialog domain={deleting} onClose={() => setDeleting(undefined)} />
    </>
  );
}
