import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertCircle, IconRefresh } from "@tabler/icons-react";
import { useT } from "../lib/i18n";

export interface RetryableQuery {
  error: Error | null;
  isFetching?: boolean;
  refetch: () => unknown;
}

interface LoadFailureProps {
  /** The failed query: its error in words, and the way to ask again. */
  query: RetryableQuery & { error: Error };
  /** What could not be read: "The rooms", "Today's arrivals". */
  what?: string;
}

/**
 * The one answer to a read that failed (the network down, a 5xx): what could not be read, why in
 * words ("Can't reach Concierge. Check your connection." or the server's own), and Retry.
 */
export function LoadFailure({ query, what }: LoadFailureProps) {
  const t = useT();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={what ? t("loadFailure.what", { what }) : t("loadFailure.this")}
      mb="md"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{query.error.message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={14} />}
          loading={query.isFetching}
          onClick={() => query.refetch()}
        >
          {t("loadFailure.retry")}
        </Button>
      </Group>
    </Alert>
  );
}
