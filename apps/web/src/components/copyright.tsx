import { Group, Image, Text } from "@mantine/core";

export function Copyright() {
  return (
    <Group gap={8} justify="center" wrap="nowrap">
      <Image src="/logo.svg" alt="" w={18} h={18} />
      <Text size="sm" c="dimmed">
        © {new Date().getFullYear()} Concierge
      </Text>
    </Group>
  );
}
