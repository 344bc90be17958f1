import type { Domain } from "@concierge/contract";
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
import { useDeleteDomain, useDomains } from "./api";
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
  const remove = useDeleteDomain();
  // The domain stays named in the dialog while it fades out.
  const [deleting, setDeleting] = useState<Domain | null>(null);
  const [confirming, setConfirming] = useState(false);
  const rows = domains.data?.Domains ?? [];
  const find = (id: string | null) => rows.find((domain) => domain.Id === id);

  // SPEC section 8 says a failed delete is silent; CONTRACT's 409 says what the domain still holds.
  const confirmDelete = (domain: Domain) =>
    remove.mutate(domain, {
      onSuccess: () => {
        notifySuccess(`${domain.DomainName} deleted`);
        setConfirming(false);
      },
    });

  return (
    <>
      <PageHeader
        title="Domains"
        description="The hotel companies, each with its registration number and logo."
        action={
          <Button component={Link} to="/admin/domains/add" leftSection={<IconPlus size={16} />}>
            Add domain
          </Button>
        }
      />
      <PagedTable
        columns={columns}
        rows={rows}
        rowKey={(domain) => domain.Id}
        total={domains.data?.Count ?? 0}
        page={page}
        onPageChange={setPage}
        isPending={domains.isPending}
        error={domains.error}
        actions={(domain) => (
          <>
            <ActionIcon
              variant="subtle"
              aria-label={`Details ${domain.DomainName}`}
              onClick={() => details.open(domain.Id)}
            >
              <IconEye size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={`Edit ${domain.DomainName}`}
              onClick={() => editing.open(domain.Id)}
            >
              <IconPencil size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${domain.DomainName}`}
              onClick={() => {
                setDeleting(domain);
                setConfirming(true);
              }}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </>
        )}
      />
      <DomainDetailsDialog domain={find(details.subject)} onClose={details.close} />
      <DomainEditDialog domain={find(editing.subject)} onClose={editing.close} />
      <ConfirmDialog
        opened={confirming}
        title="Delete domain"
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={() => setConfirming(false)}
        onExited={() => {
          setDeleting(null);
          remove.reset();
        }}
      >
        Delete the domain {deleting?.DomainName}? This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
