import type { GuestMerge } from "@concierge/contract";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { LoadFailure } from "../../components/load-failure";
import { LoadingState } from "../../components/loading-state";
import { browserTimeZone, formatInZone } from "../../components/zoned-date";
import { useT } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { guestName } from "../names";
import { useMergesInto, useUndoMerge } from "./api";

const partNames = (merge: GuestMerge) => merge.Parts.map(guestName).join(", ");
const moment = (iso: string) => formatInZone(iso, browserTimeZone(), false);

interface GuestMergesProps {
  domainId: string;
  guestId: string;
  /** The profile's names, for the notice of an undo. */
  guestName: string;
}

/** The merges into a profile, newest first, each with Undo until it is undone (for the profile screen). */
export function GuestMerges({ domainId, guestId, guestName: name }: GuestMergesProps) {
  const t = useT();
  const query = useMergesInto(domainId, guestId);
  const undo = useUndoMerge();
  const [asked, setAsked] = useState<GuestMerge>();
  const close = () => {
    setAsked(undefined);
    undo.reset();
  };
  const confirm = () => {
    if (!asked) return;
    undo.mutate(
      { domainId, mergeId: asked.Id },
      {
        onSuccess: () => {
          setAsked(undefined);
          notifySuccess(t("guestMerges.undone", { name }));
        },
      },
    );
  };

  return (
    <Stack gap="xs" component="section" aria-label={t("guestMerges.history")}>
      <Title order={3} size="h4">
        {t("guestMerges.history")}
      </Title>
      {query.error ? (
        <LoadFailure query={{ ...query, error: query.error }} what={t("guestMerges.historyWhat")} />
      ) : !query.data ? (
        <LoadingState />
      ) : query.data.Merges.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("guestMerges.historyNone")}
        </Text>
      ) : (
        query.data.Merges.map((merge) => (
          <Paper key={merge.Id} withBorder p="sm" radius="md">
            <Group justify="space-between" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                  {partNames(merge)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t("guestMerges.mergedBy", {
                    when: moment(merge.MergedAt),
                    who: merge.MergedBy ?? t("guestMerges.empty"),
                  })}
                </Text>
                <Text size="sm" c="dimmed">
                  {t("guestMerges.moved", { count: merge.Bookings })}
                </Text>
              </Stack>
              {merge.UndoneAt ? (
                <Badge variant="light" color="gray">
                  {t("guestMerges.undoneAt", { when: moment(merge.UndoneAt) })}
                </Badge>
              ) : (
                <Button variant="light" size="compact-md" onClick={() => setAsked(merge)}>
                  {t("guestMerges.undo")}
                </Button>
              )}
            </Group>
          </Paper>
        ))
      )}
      <ConfirmDialog
        opened={asked !== undefined}
        title={t("guestMerges.undoTitle")}
        confirmLabel={t("guestMerges.undo")}
        pending={undo.isPending}
        error={undo.error}
        onConfirm={confirm}
        onClose={close}
      >
        {asked && t("guestMerges.undoQuestion", { names: partNames(asked) })}
      </ConfirmDialog>
    </Stack>
  );
}
