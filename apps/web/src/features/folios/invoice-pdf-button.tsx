import { Button } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useT } from "../../lib/i18n";
import { notifyFailure } from "../../lib/notify";
import { openInvoicePdf } from "./api";

/** The invoice's PDF, asked for with the session (a plain link would carry none), opened in a tab. */
export function InvoicePdfButton({
  domainId,
  invoiceId,
  number,
}: {
  domainId: string;
  invoiceId: string;
  number?: string;
}) {
  const t = useT();
  const open = useMutation({
    mutationFn: () => openInvoicePdf(domainId, invoiceId),
    onError: (error) => notifyFailure(t("folios.invoice.pdfFailed", { reason: error.message })),
  });
  return (
    <Button
      variant="light"
      size="compact-sm"
      leftSection={<IconFileTypePdf size={16} />}
      loading={open.isPending}
      onClick={() => open.mutate()}
      aria-label={number ? t("folios.invoice.pdfNamed", { number }) : undefined}
    >
      {t("folios.invoice.pdf")}
    </Button>
  );
}
