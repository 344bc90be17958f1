import { Group, Image, Text } from "@mantine/core";
import { useT } from "../lib/i18n";

export function Copyright() {
  const t = useT();
  return (
    <Group gap={8} justify="center" wrap="nowrap">
      <Image src="/logo.svg" alt="" w={18} h={18} />
      <Text size="sm" c="dimmed">
        {t("app.copyright", { year: String(new Date().getFullYear()) })}
      </Text>
    </Group>
  );
}
