import { calls } from "@concierge/contract";
import { Button } from "@mantine/core";
import { IconFileDownload } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useCan } from "../../lib/access";
import { useT } from "../../lib/i18n";
import { notifyFailure, notifySuccess } from "../../lib/notify";
import { downloadGuestExport, type ErasedGuest } from "./api";

/** Downloads everything held about the guest (GDPR article 15) as a JSON file. */
export function ExportGuestButton({ guest }: { guest: ErasedGuest }) {
  const t = useT();
  const can = useCan();
  const exporting = useMutation({
    mutationFn: () => downloadGuestExport(guest),
    onSuccess: (file) => notifySuccess(t("guestErasure.exported", { file })),
    onError: (error) => notifyFailure(t("guestErasure.exportFailed", { reason: error.message })),
  });
  if (!can(calls.guestErasure.export)) return null;
  return (
    <Button
      variant="default"
      leftSection={<IconFileDownload size={16} />}
      loading={exporting.isPending}
      onClick={() => exporting.mutate()}
    >
      {t("guestErasure.export")}
    </Button>
  );
}
