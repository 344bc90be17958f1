import { Alert, Button, Group, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { useLiveEvent } from "../live";

/** The records an open form hears a colleague change. */
export type WatchedEntity = "Booking" | "Guest";

const words = { Booking: "crossed.bookingChanged", Guest: "crossed.guestChanged" } as const;

interface ChangedBannerProps {
  entity: WatchedEntity;
  id: string;
  onReload: () => void;
}

/**
 * "maria.hk changed this booking just now", with Reload, once the branch's stream tells of a change
 * to the open record by someone else (one's own saves already show).
 */
export function ChangedBanner({ entity, id, onReload }: ChangedBannerProps) {
  const t = useT();
  const me = useSession().User?.Username;
  const [actor, setActor] = useState<string>();
  useLiveEvent((event) => {
    if (event.Entity === entity && event.Id === id && event.ActorName !== me) setActor(event.ActorName);
  });
  if (actor === undefined) return null;
  return (
    <Alert color="yellow" variant="light" mb="md">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{t(words[entity], { actor })}</Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          onClick={onReload}
          style={{ flexShrink: 0 }}
        >
          {t("crossed.reload")}
        </Button>
      </Group>
    </Alert>
  );
}
