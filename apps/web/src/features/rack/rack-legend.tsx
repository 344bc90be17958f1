import { Group, Text } from "@mantine/core";
import styles from "./rack.module.css";
import { statusClass, stayStatusLabels } from "./rack-labels";

const shown = ["reserved", "in-house", "checked-out", "no-show"] as const;

/** What the bars' colours mean, and the out-of-order hatch. */
export function RackLegend() {
  return (
    <Group gap="md" mt="sm" aria-label="Legend" role="list">
      {shown.map((status) => (
        <Group key={status} gap={6} role="listitem">
          <span className={`${styles.swatch} ${statusClass(status)}`} />
          <Text size="xs">{stayStatusLabels[status]}</Text>
        </Group>
      ))}
      <Group gap={6} role="listitem">
        <span className={`${styles.swatch} ${styles.block}`} />
        <Text size="xs">Out of order</Text>
      </Group>
    </Group>
  );
}
