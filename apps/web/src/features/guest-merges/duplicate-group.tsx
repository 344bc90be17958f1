import type { GuestDuplicates } from "@concierge/contract";
import { Badge, Button, Card, Group, Radio, SimpleGrid, Stack } from "@mantine/core";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { type MessageKey, useT } from "../../lib/i18n";
import { guestName } from "../names";
import { useMerge } from "./api";
import { GuestCard } from "./guest-card";
import { useMergeNotice } from "./merge-notice";

const reasonKeys: Record<GuestDuplicates["Reason"], MessageKey> = {
  email: "guestMerges.reason.email",
  phone: "guestMerges.reason.phone",
  "name-and-id": "guestMerges.reason.nameAndId",
};

/** The profile kept unless the desk picks another: the one with the most stays, else the oldest. */
const likelyKept = (guests: GuestDuplicates["Guests"]) =>
  guests.reduce((best, guest) => (guest.Stays > best.Stays ? guest : best));

/** One group of likely duplicates, side by side: pick the profile to keep, then Merge. */
export function DuplicateGroup({ domainId, group }: { domainId: string; group: GuestDuplicates }) {
  const t = useT();
  const [keptId, setKeptId] = useState(() => likelyKept(group.Guests).Id);
  const [asking, setAsking] = useState(false);
  const merge = useMerge();
  const announce = useMergeNotice();
  const kept = group.Guests.find((guest) => guest.Id === keptId) ?? likelyKept(group.Guests);
  const from = group.Guests.filter((guest) => guest.Id !== kept.Id).map((guest) => guest.Id);
  const reason = t(reasonKeys[group.Reason]);

  const confirm = () =>
    merge.mutate(
      { domainId, guestId: kept.Id, from },
      {
        onSuccess: (answer) => {
          setAsking(false);
          announce(domainId, answer, from.length);
        },
      },
    );
  const close = () => {
    setAsking(false);
    merge.reset();
  };

  return (
    <Card withBorder component="section" aria-label={reason} padding="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Badge variant="light">{reason}</Badge>
          <Button size="compact-md" onClick={() => setAsking(true)}>
            {t("guestMerges.merge")}
          </Button>
        </Group>
        <Radio.Group label={t("guestMerges.keep")} value={kept.Id} onChange={setKeptId}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" mt="xs">
            {group.Guests.map((guest) => (
              <GuestCard key={guest.Id} guest={guest} kept={guest.Id === kept.Id} />
            ))}
          </SimpleGrid>
        </Radio.Group>
      </Stack>
      <ConfirmDialog
        opened={asking}
        title={t("guestMerges.mergeTitle")}
        confirmLabel={t("guestMerges.merge")}
        pending={merge.isPending}
        error={merge.error}
        onConfirm={confirm}
        onClose={close}
      >
        {t("guestMerges.mergeQuestion", { count: from.length, name: guestName(kept) })}
      </ConfirmDialog>
    </Card>
  );
}
