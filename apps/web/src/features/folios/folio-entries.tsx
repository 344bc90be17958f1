import type { Folio, FolioEntry } from "@concierge/contract";
import { Badge, Button, Checkbox, Group, Table, Text } from "@mantine/core";
import { Fragment } from "react";
import { formatMoney } from "../../components/money";
import { useT } from "../../lib/i18n";
import { correctable, folioDays, isMoneyTaken } from "./folio-days";
import { entryName, kindLabels } from "./folio-labels";

interface FolioEntriesProps {
  folio: Folio;
  /** The lines chosen to split off; none offered when the user may not move them. */
  selected: string[] | undefined;
  onSelect: (ids: string[]) => void;
  /** Correct (an allowance) or Refund an entry; none when the user may not. */
  onCorrect: ((entry: FolioEntry) => void) | undefined;
}

/** The folio's entries grouped by service date, each with the balance after it. */
export function FolioEntries({ folio, selected, onSelect, onCorrect }: FolioEntriesProps) {
  const t = useT();
  const money = (amount: number) => formatMoney(amount, folio.Currency);
  const open = folio.Status === "open";
  const toggle = (id: string, on: boolean) =>
    selected && onSelect(on ? [...selected, id] : selected.filter((one) => one !== id));
  const columns = 5 + (selected ? 1 : 0);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {selected && <Table.Th w={40}>{t("folios.entries.select")}</Table.Th>}
            <Table.Th>{t("folios.field.description")}</Table.Th>
            <Table.Th>{t("folios.entries.kind")}</Table.Th>
            <Table.Th ta="end">{t("folios.field.amount")}</Table.Th>
            <Table.Th ta="end">{t("folios.entries.balance")}</Table.Th>
            <Table.Th>{t("action.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {folioDays(folio.Entries).map((day) => (
            <Fragment key={day.day}>
              <Table.Tr bg="var(--mantine-color-default-hover)">
                <Table.Th colSpan={columns} scope="rowgroup">
                  <Group justify="space-between">
                    <span>{day.day}</span>
                    <Text size="sm" fw={400}>
                      {t("folios.entries.dayTotal", { amount: money(day.total) })}
                    </Text>
                  </Group>
                </Table.Th>
              </Table.Tr>
              {day.entries.map((entry) => {
                const kind = kindLabels[entry.Kind];
                const movable = open && correctable(entry);
                return (
                  <Table.Tr key={entry.Id}>
                    {selected && (
                      <Table.Td>
                        {movable && (
                          <Checkbox
                            aria-label={t("folios.entries.selectNamed", { entry: entryName(entry, t) })}
                            checked={selected.includes(entry.Id)}
                            onChange={(event) => toggle(entry.Id, event.currentTarget.checked)}
                          />
                        )}
                      </Table.Td>
                    )}
                    <Table.Td>
                      <Text size="sm">{entryName(entry, t)}</Text>
                      <Text size="xs" c="dimmed">
                        {[
                          entry.Quantity > 1 ? `× ${entry.Quantity}` : "",
                          entry.Reason || entry.Reference,
                          entry.PostedBy,
                        ]
                          .filter(Boolean)
                          .join(" · ")}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={kind.color}>
                        {t(kind.label)}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="end" style={{ fontVariantNumeric: "tabular-nums" }}>
                      {money(entry.Amount)}
                    </Table.Td>
                    <Table.Td ta="end" style={{ fontVariantNumeric: "tabular-nums" }}>
                      {money(entry.RunningBalance)}
                    </Table.Td>
                    <Table.Td>
                      {onCorrect && movable && (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          onClick={() => onCorrect(entry)}
                          aria-label={t(
                            isMoneyTaken(entry) ? "folios.action.refundNamed" : "folios.action.correctNamed",
                            {
                              entry: entryName(entry, t),
                            },
                          )}
                        >
                          {t(isMoneyTaken(entry) ? "folios.action.refund" : "folios.action.correct")}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
