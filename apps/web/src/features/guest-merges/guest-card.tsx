import type { GuestProfile } from "@concierge/contract";
import { Group, Paper, Radio, Stack, Text } from "@mantine/core";
import { formatDay } from "../../components/zoned-date";
import { useT } from "../../lib/i18n";
import { guestName } from "../names";

function Detail({ label, value }: { label: string; value: string }) {
  const t = useT();
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {/* An email or a phone reads left to right inside Arabic too. */}
        <bdi>{value || t("guestMerges.empty")}</bdi>
      </Text>
    </Group>
  );
}

/** One profile of a group of duplicates, side by side with the others: what tells them apart. */
export function GuestCard({ guest, kept }: { guest: GuestProfile; kept: boolean }) {
  const t = useT();
  return (
    <Paper withBorder p="sm" radius="md" bg={kept ? "var(--mantine-primary-color-light)" : undefined}>
      <Stack gap={6}>
        <Radio value={guest.Id} label={<Text fw={600}>{guestName(guest)}</Text>} />
        <Detail label={t("guestMerges.email")} value={guest.Email} />
        <Detail label={t("guestMerges.phone")} value={guest.Phone} />
        <Detail label={t("guestMerges.guestId")} value={guest.GuestId} />
        {guest.LastStay ? (
          <>
            <Text size="sm">{t("guestMerges.stays", { count: guest.Stays })}</Text>
            <Text size="sm" c="dimmed">
              {t("guestMerges.lastStay", { day: formatDay(guest.LastStay) })}
            </Text>
          </>
        ) : (
          <Text size="sm">{t("guestMerges.noStay")}</Text>
        )}
      </Stack>
    </Paper>
  );
}
