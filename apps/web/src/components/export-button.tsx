import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useT } from "../lib/i18n";
import { notifyFailure } from "../lib/notify";

/** Downloads the list's current view, every page of it, as CSV; the failure in words. */
export function ExportButton({ exportCsv }: { exportCsv: () => Promise<unknown> }) {
  const t = useT();
  const exporting = useMutation({
    mutationFn: exportCsv,
    onError: (error) => notifyFailure(t("list.exportFailed", { reason: error.message })),
  });
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={exporting.isPending}
      onClick={() => exporting.mutate()}
    >
      {t("list.export")}
    </Button>
  );
}
