import { Group, Kbd, Modal, Table, Text } from "@mantine/core";
import { useT } from "../../lib/i18n";
import { shortcuts } from "./shortcuts";

/** The `?` dialog: every shortcut and what it does. */
export function ShortcutsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("shortcuts.title")}
      size="lg"
      closeButtonProps={{ "aria-label": t("action.close") }}
    >
      <Table verticalSpacing="xs">
        <Table.Tbody>
          {shortcuts.map((shortcut) => (
            <Table.Tr key={shortcut.does}>
              <Table.Td w={140}>
                <Group gap="xs" wrap="nowrap">
                  {shortcut.keys.map((chord) => (
                    <Text span size="sm" key={chord.join("+")}>
                      {chord.map((key, index) => (
                        <span key={key}>
                          {index > 0 && " + "}
                          <Kbd>{key}</Kbd>
                        </span>
                      ))}
                    </Text>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(shortcut.does)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
