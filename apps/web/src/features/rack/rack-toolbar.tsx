import { addDays } from "@concierge/contract";
import { ActionIcon, Button, Group, Loader, Select, TextInput } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { localeOf, useT } from "../../lib/i18n";
import { BranchPicker } from "../branches";
import styles from "./rack.module.css";
import { NIGHT_CHOICES, type RackView } from "./rack-view";

interface RackToolbarProps {
  domainId: string;
  view: RackView;
  /** The first night on screen (the answer's, today when the URL names none). */
  shownFrom: string | undefined;
  loading: boolean;
  onChange: (changes: Partial<RackView>) => void;
}

/** The rack's window: the branch, jump to a date, earlier and later, today, how many nights. */
export function RackToolbar({ domainId, view, shownFrom, loading, onChange }: RackToolbarProps) {
  const t = useT();
  const nights = [...new Set([...NIGHT_CHOICES, view.days])].sort((a, b) => a - b);
  const shift = (direction: 1 | -1) =>
    shownFrom && onChange({ from: addDays(shownFrom, direction * view.days) });
  return (
    <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
      <BranchPicker
        domainId={domainId}
        value={view.branchId}
        onChange={(branchId) => onChange({ branchId })}
      />
      <Group gap={4} align="flex-end">
        <ActionIcon variant="default" size="lg" aria-label={t("rack.earlier")} onClick={() => shift(-1)}>
          <IconChevronLeft size={18} className={styles.mirrored} />
        </ActionIcon>
        <TextInput
          type="date"
          label={t("list.from")}
          value={shownFrom ?? ""}
          onChange={(event) => event.currentTarget.value && onChange({ from: event.currentTarget.value })}
        />
        <ActionIcon variant="default" size="lg" aria-label={t("rack.later")} onClick={() => shift(1)}>
          <IconChevronRight size={18} className={styles.mirrored} />
        </ActionIcon>
      </Group>
      <Button
        variant="default"
        onClick={() => onChange({ from: undefined })}
        disabled={view.from === undefined}
      >
        {t("rack.today")}
      </Button>
      <Select
        label={t("rack.nights")}
        w={100}
        data={nights.map((count) => ({ value: String(count), label: count.toLocaleString(localeOf()) }))}
        value={String(view.days)}
        allowDeselect={false}
        onChange={(days) => days && onChange({ days: Number(days) })}
      />
      {loading && <Loader size="sm" mb={8} aria-label={t("rack.loadingNights")} />}
    </Group>
  );
}
