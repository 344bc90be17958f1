import { Button } from "@mantine/core";
import { IconDownload, IconFileTypePdf } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useT } from "../../lib/i18n";
import { notifyFailure } from "../../lib/notify";

interface DownloadButtonProps {
  type: "csv" | "pdf";
  label: string;
  download: () => Promise<unknown>;
}

/** Saves a file the server makes (a report's CSV or PDF); the failure in words. */
export function DownloadButton({ type, label, download }: DownloadButtonProps) {
  const t = useT();
  const saving = useMutation({
    mutationFn: download,
    onError: (error) => notifyFailure(t("dayReports.downloadFailed", { reason: error.message })),
  });
  const Icon = type === "pdf" ? IconFileTypePdf : IconDownload;
  return (
    <Button
      variant="default"
      leftSection={<Icon size={16} />}
      loading={saving.isPending}
      onClick={() => saving.mutate()}
    >
      {label}
    </Button>
  );
}
