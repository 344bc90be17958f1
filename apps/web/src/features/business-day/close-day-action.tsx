import { addDays, type DayClosed, type DayStatus } from "@concierge/contract";
import { Button, Group, Progress, Stack, Text } from "@mantine/core";
import { IconCalendarCheck } from "@tabler/icons-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { FormFailure } from "../../components/form-failure";
import { localeOf, useT } from "../../lib/i18n";
import { useCloseDay } from "./api";
import { formatBusinessDay } from "./day-lag";

interface CloseDayActionProps {
  domainId: string;
  branchId: string;
  status: DayStatus;
  onClosed: (closed: DayClosed) => void;
}

/** "Close day Tue, Nov 24": a confirmation saying what the close does, then the night audit itself. */
export function CloseDayAction({ domainId, branchId, status, onClosed }: CloseDayActionProps) {
  const t = useT();
  const close = useCloseDay();
  const [asking, setAsking] = useState(false);
  const locale = localeOf();
  const date = formatBusinessDay(status.BusinessDate, locale, "weekday");
  const next = formatBusinessDay(addDays(status.BusinessDate, 1), locale, "weekday");
  const confirm = () => {
    setAsking(false);
    close.mutate(
      { domainId, branchId, body: { BusinessDate: status.BusinessDate } },
      { onSuccess: onClosed },
    );
  };
  return (
    <Stack mt="xl" gap="sm">
      <Group>
        <Button
          leftSection={<IconCalendarCheck size={18} />}
          loading={close.isPending}
          onClick={() => {
            close.reset();
            setAsking(true);
          }}
        >
          {t("day.close", { date })}
        </Button>
      </Group>
      <ConfirmDialog
        opened={asking}
        title={t("day.close.title", { date })}
        confirmLabel={t("day.close.confirm")}
        pending={false}
        error={null}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      >
        {t("day.close.nights", { count: status.InHouse, date })}{" "}
        {t(status.AutoNoShow ? "day.close.noShows" : "day.close.arrivalsFirst")}{" "}
        {t("day.close.then", { next })}
      </ConfirmDialog>
      {close.isPending && (
        <Stack gap={4} role="status">
          <Text size="sm">{t("day.closing")}</Text>
          <Progress value={100} striped animated aria-label={t("day.closing")} />
        </Stack>
      )}
      <FormFailure error={close.error} />
    </Stack>
  );
}
