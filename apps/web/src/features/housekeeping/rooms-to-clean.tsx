import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconBucket } from "@tabler/icons-react";
import { useId } from "react";
import { Link } from "react-router";
import { useT } from "../../lib/i18n";
import { linkTo } from "../../screens";
import { HousekeepingBoard } from "./housekeeping-board";

const DIRTY = ["dirty"] as const;

/** A housekeeper's home begins here: the dirty rooms, those a guest arrives in tonight first. */
export function RoomsToClean() {
  const t = useT();
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} size="h3" id={titleId}>
            {t("housekeeping.toClean.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("housekeeping.toClean.description")}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={linkTo("housekeeping")}
          variant="light"
          leftSection={<IconBucket size={16} />}
        >
          {t("housekeeping.toClean.open")}
        </Button>
      </Group>
      <HousekeepingBoard states={DIRTY} />
    </Stack>
  );
}
