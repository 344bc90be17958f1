import { type Folio, type FolioEntry, folioCalls, invoiceCalls } from "@concierge/contract";
import { Button, Group, Stack } from "@mantine/core";
import { IconArrowsSplit, IconCash, IconFileInvoice, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { EmptyState } from "../../components/empty-state";
import { useCan } from "../../lib/access";
import { useT } from "../../lib/i18n";
import { ChargeDialog, type ChargeSubject } from "./charge-dialog";
import { CorrectionDialog, type CorrectionSubject } from "./correction-dialog";
import { FolioDue } from "./folio-due";
import { FolioEntries } from "./folio-entries";
import { FolioInvoices } from "./folio-invoices";
import { InvoiceDialog } from "./invoice-dialog";
import { PaymentDialog, type PaymentSubject } from "./payment-dialog";
import { SplitDialog, type SplitSubject } from "./split-dialog";
import { UnpostedNights } from "./unposted-nights";

/** One folio: what is due, the nights to charge, its entries by day, its actions and invoices. */
export function FolioView({ folio, domainId }: { folio: Folio; domainId: string }) {
  const t = useT();
  const can = useCan();
  const canManage = can(folioCalls.charge);
  const canCorrect = can(folioCalls.allowance);
  const open = folio.Status === "open";
  // What the writes name of the folio: stable while its entries change, so a retry keeps its key.
  const ref = { Id: folio.Id, DomainId: domainId, BranchId: folio.BranchId, Currency: folio.Currency };
  const [charging, setCharging] = useState<ChargeSubject>();
  const [paying, setPaying] = useState<PaymentSubject>();
  const [correcting, setCorrecting] = useState<CorrectionSubject>();
  const [splitting, setSplitting] = useState<SplitSubject>();
  const [previewing, setPreviewing] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const correct = (entry: FolioEntry) => setCorrecting({ folio: ref, entry });
  return (
    <Stack>
      <FolioDue folio={folio} />
      <UnpostedNights folio={folio} domainId={domainId} canCharge={canManage} />
      <Group gap="xs">
        {canManage && (
          <Button leftSection={<IconPlus size={16} />} disabled={!open} onClick={() => setCharging(ref)}>
            {t("folios.action.charge")}
          </Button>
        )}
        {canManage && (
          <Button
            variant="light"
            leftSection={<IconCash size={16} />}
            disabled={!open}
            onClick={() => setPaying({ ...ref, due: folio.Balance })}
          >
            {t("folios.action.payment")}
          </Button>
        )}
        {canCorrect && canManage && (
          <Button
            variant="default"
            leftSection={<IconArrowsSplit size={16} />}
            disabled={!open || selected.length === 0}
            onClick={() => setSplitting({ folio: ref, bookingId: folio.BookingId, entryIds: selected })}
          >
            {t("folios.action.splitCount", { count: selected.length })}
          </Button>
        )}
        {can(invoiceCalls.invoicePreview) && (
          <Button
            variant="default"
            leftSection={<IconFileInvoice size={16} />}
            disabled={!open}
            onClick={() => setPreviewing(true)}
          >
            {t("folios.action.preview")}
          </Button>
        )}
      </Group>
      {folio.Entries.length === 0 ? (
        <EmptyState title={t("folios.entries.empty")} />
      ) : (
        <FolioEntries
          folio={folio}
          selected={canCorrect && canManage ? selected : undefined}
          onSelect={setSelected}
          onCorrect={canCorrect ? correct : undefined}
        />
      )}
      <FolioInvoices folio={folio} domainId={domainId} canCancel={can(invoiceCalls.cancelInvoice)} />
      <ChargeDialog folio={charging} onClose={() => setCharging(undefined)} />
      <PaymentDialog folio={paying} onClose={() => setPaying(undefined)} />
      <CorrectionDialog subject={correcting} onClose={() => setCorrecting(undefined)} />
      <SplitDialog
        subject={splitting}
        onClose={() => setSplitting(undefined)}
        onSplit={() => setSelected([])}
      />
      <InvoiceDialog
        folio={previewing ? ref : undefined}
        canIssue={can(invoiceCalls.issueInvoice)}
        onClose={() => setPreviewing(false)}
      />
    </Stack>
  );
}
