import { type Invoice, RECIPIENT_MAX } from "@concierge/contract";
import { Button, Group, Modal, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { FormFailure } from "../../components/form-failure";
import { LimitedTextInput } from "../../components/limited-input";
import { LoadFailure } from "../../components/load-failure";
import { LoadingState } from "../../components/loading-state";
import { formatMoney } from "../../components/money";
import { useFadingSubject } from "../../lib/fading-subject";
import { useT } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { type FolioRef, useInvoicePreview, useIssueInvoice } from "./api";
import { InvoicePdfButton } from "./invoice-pdf-button";

/** An invoice's lines, taxes by rate and totals: the preview and the issued one read alike. */
function InvoiceSheet({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const money = (amount: number) => formatMoney(amount, invoice.Currency);
  const totals: [string, number][] = [
    [t("folios.invoice.net"), invoice.Net],
    [t("folios.invoice.tax"), invoice.Tax],
    [t("folios.invoice.total"), invoice.Total],
    [t("folios.invoice.paid"), invoice.Paid],
    [t("folios.invoice.due"), invoice.Due],
  ];
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={480}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("folios.field.serviceDate")}</Table.Th>
              <Table.Th>{t("folios.field.description")}</Table.Th>
              <Table.Th ta="end">{t("folios.field.quantity")}</Table.Th>
              <Table.Th ta="end">{t("folios.invoice.net")}</Table.Th>
              <Table.Th ta="end">{t("folios.invoice.tax")}</Table.Th>
              <Table.Th ta="end">{t("folios.field.amount")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.Lines.map((line) => (
              <Table.Tr key={line.LineNo}>
                <Table.Td>{line.ServiceDate}</Table.Td>
                <Table.Td>{line.Description}</Table.Td>
                <Table.Td ta="end">{line.Quantity}</Table.Td>
                <Table.Td ta="end">{money(line.Net)}</Table.Td>
                <Table.Td ta="end">{money(line.Tax)}</Table.Td>
                <Table.Td ta="end">{money(line.Amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {invoice.Taxes.map((tax) => (
        <Text key={`${tax.Code} ${tax.Percent}`} size="sm">
          {t("folios.invoice.taxAt", {
            code: tax.Code,
            percent: tax.Percent,
            net: money(tax.Net),
            tax: money(tax.Tax),
          })}
        </Text>
      ))}
      {totals.map(([label, amount]) => (
        <Group key={label} justify="space-between">
          <Text size="sm">{label}</Text>
          <Text size="sm" fw={600} style={{ fontVariantNumeric: "tabular-nums" }}>
            {money(amount)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function InvoiceBody({
  folio,
  canIssue,
  onClose,
}: {
  folio: FolioRef;
  canIssue: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const preview = useInvoicePreview(folio);
  const issue = useIssueInvoice();
  const [recipient, setRecipient] = useState("");
  if (issue.data) {
    return (
      <Stack>
        <Text>{t("folios.invoice.issued", { number: issue.data.Number ?? "" })}</Text>
        <InvoiceSheet invoice={issue.data} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("action.close")}
          </Button>
          <InvoicePdfButton domainId={folio.DomainId} invoiceId={issue.data.Id ?? ""} />
        </Group>
      </Stack>
    );
  }
  if (preview.isPending) return <LoadingState />;
  if (preview.error) return <LoadFailure query={{ ...preview, error: preview.error }} />;
  const send = () =>
    issue.mutate(
      { folio, body: recipient ? { Recipient: recipient } : {} },
      { onSuccess: (issued) => notifySuccess(t("folios.invoice.issued", { number: issued.Number ?? "" })) },
    );
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t("folios.invoice.previewNote", { recipient: preview.data.Recipient })}
      </Text>
      <InvoiceSheet invoice={preview.data} />
      {canIssue && (
        <LimitedTextInput
          label={t("folios.field.recipient")}
          description={t("folios.invoice.recipientHint")}
          limit={RECIPIENT_MAX}
          value={recipient}
          onChange={(event) => setRecipient(event.currentTarget.value)}
        />
      )}
      <FormFailure error={issue.error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t("action.close")}
        </Button>
        {canIssue && (
          <Button loading={issue.isPending} onClick={send}>
            {t("folios.action.issue")}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** "Preview invoice": what issuing would make now; issuing it closes the folio, then its PDF. */
export function InvoiceDialog({
  folio,
  canIssue,
  onClose,
}: {
  folio: FolioRef | undefined;
  canIssue: boolean;
  onClose: () => void;
}) {
  const [shown, forget] = useFadingSubject(folio);
  const t = useT();
  return (
    <Modal
      opened={folio !== undefined}
      onClose={onClose}
      title={t("folios.action.preview")}
      size="xl"
      closeButtonProps={{ "aria-label": t("action.close") }}
      onExitTransitionEnd={forget}
    >
      {shown && <InvoiceBody key={shown.Id} folio={shown} canIssue={canIssue} onClose={onClose} />}
    </Modal>
  );
}
