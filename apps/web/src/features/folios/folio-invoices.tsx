import type { Folio } from "@concierge/contract";
import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { formatMoney } from "../../components/money";
import { useT } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { useCancelInvoice } from "./api";
import { InvoicePdfButton } from "./invoice-pdf-button";

type Summary = Folio["Invoices"][number];

/** The folio's invoices and credit notes, each with its PDF; an invoice not yet cancelled can be. */
export function FolioInvoices({
  folio,
  domainId,
  canCancel,
}: {
  folio: Folio;
  domainId: string;
  canCancel: boolean;
}) {
  const t = useT();
  const cancel = useCancelInvoice();
  const [cancelling, setCancelling] = useState<Summary>();
  if (folio.Invoices.length === 0) return null;
  const close = () => {
    cancel.reset();
    setCancelling(undefined);
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t("folios.invoices.title")}
      </Title>
      {folio.Invoices.map((invoice) => (
        <Group key={invoice.Id} justify="space-between" gap="sm">
          <Group gap="xs">
            <Text fw={600}>{invoice.Number}</Text>
            <Badge variant="light" color={invoice.Kind === "invoice" ? "blue" : "orange"}>
              {t(invoice.Kind === "invoice" ? "folios.invoices.invoice" : "folios.invoices.creditNote")}
            </Badge>
            {invoice.CancelledBy && <Badge color="gray">{t("folios.invoices.cancelled")}</Badge>}
            <Text size="sm">{formatMoney(invoice.Total, folio.Currency)}</Text>
          </Group>
          <Group gap="xs">
            <InvoicePdfButton domainId={domainId} invoiceId={invoice.Id} number={invoice.Number} />
            {canCancel && invoice.Kind === "invoice" && !invoice.CancelledBy && (
              <Button size="compact-sm" variant="subtle" color="red" onClick={() => setCancelling(invoice)}>
                {t("folios.action.cancelInvoice")}
              </Button>
            )}
          </Group>
        </Group>
      ))}
      <ConfirmDialog
        opened={cancelling !== undefined}
        title={t("folios.action.cancelInvoice")}
        confirmLabel={t("folios.action.cancelInvoice")}
        pending={cancel.isPending}
        error={cancel.error}
        onClose={close}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(
            { domainId, invoiceId: cancelling.Id },
            {
              onSuccess: (note) => {
                notifySuccess(
                  t("folios.invoices.cancelNotice", { number: cancelling.Number, note: note.Number ?? "" }),
                );
                close();
              },
            },
          )
        }
      >
        {cancelling && t("folios.invoices.cancelQuestion", { number: cancelling.Number })}
      </ConfirmDialog>
    </Stack>
  );
}
