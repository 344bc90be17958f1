import { Group, Text } from "@mantine/core";
import { useT } from "../../lib/i18n";
import styles from "./rack.module.css";
import { statusClass, stayStatusLabels } from "./rack-labels";

const shown = ["reserved", "in-house", "checked-out", "no-show"] as const;

/** What the bars' colours mean, the out-of-order hatch, and, to who may move stays, the keys. */
export function RackLegend({ keys }: { keys: boolean }) {
  const t = useT();
  return (
    <Group gap="md" mt="sm" aria-label={t("rack.legend")} role="list">
      {shown.map((status) => (
        <Group key={status} gap={6} role="listitem">
          <span className={`${styles.swatch} ${statusClass(status)}`} />
          <Text size="xs">{t(stayStatusLabels[status])}</Text>
        </Group>
      ))}
      <Group gap={6} role="listitem">
        <span className={`${styles.swatch} ${styles.block}`} />
        <Text size="xs">{t("rack.outOfOrder")}</Text>
      </Group>
      {keys && (
        <Text size="xs" c="dimmed" role="listitem">
          {t("rack.keys")}
        </Text>
      )}
    </Group>
  );
}
