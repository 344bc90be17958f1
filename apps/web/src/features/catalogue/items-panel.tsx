import { type ChargeItem, ROOM_ITEM } from "@concierge/contract";
import { Badge, Button, Group, Table } from "@mantine/core";
import { useState } from "react";
import { EditDialog } from "../../components/edit-dialog";
import { formatMoney } from "../../components/money";
import { TablePanel } from "../../components/table-panel";
import { useT } from "../../lib/i18n";
import { useSaveChargeItem } from "./api";
import { ItemForm } from "./item-form";

interface ItemsPanelProps {
  items: readonly ChargeItem[];
  taxCodes: readonly string[];
  at: { domainId: string; branchId: string };
  canManage: boolean;
  currency: string;
}

type Editing = { item: ChargeItem | undefined };

/** A branch's catalogue: code, name, price, taxes, archived or not; add and edit. */
export function ItemsPanel({ items, taxCodes, at, canManage, currency }: ItemsPanelProps) {
  const t = useT();
  const [editing, setEditing] = useState<Editing>();
  const item = editing?.item;
  return (
    <>
      <TablePanel
        title={t("catalogue.items.title")}
        add={
          canManage
            ? { label: t("catalogue.items.add"), onClick: () => setEditing({ item: undefined }) }
            : undefined
        }
        columns={[
          t("catalogue.items.code"),
          t("catalogue.items.name"),
          t("catalogue.items.price"),
          t("catalogue.items.taxes"),
        ]}
        actions={canManage ? t("catalogue.actions") : undefined}
      >
        {items.map((each) => (
          <Table.Tr key={each.Id}>
            <Table.Td fw={700}>{each.Code}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {each.Name}
                {!each.Active && <Badge color="gray">{t("catalogue.items.archived")}</Badge>}
              </Group>
            </Table.Td>
            <Table.Td style={{ fontVariantNumeric: "tabular-nums" }}>
              {each.Code === ROOM_ITEM ? t("catalogue.items.eachNight") : formatMoney(each.Price, currency)}
            </Table.Td>
            <Table.Td>
              <Group gap={4}>
                {each.TaxCodes.map((code) => (
                  <Badge key={code} variant="light">
                    {code}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
            {canManage && (
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  aria-label={t("catalogue.items.editOne", { item: each.Code })}
                  onClick={() => setEditing({ item: each })}
                >
                  {t("catalogue.edit")}
                </Button>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </TablePanel>
      <EditDialog
        subject={editing}
        title={item ? t("catalogue.items.editTitle", { item: item.Code }) : t("catalogue.items.add")}
        mutation={useSaveChargeItem()}
        notice={(saved) => t(item ? "catalogue.items.saved" : "catalogue.items.added", { item: saved.Code })}
        onClose={() => setEditing(undefined)}
      >
        {(shown, form) => (
          <ItemForm
            item={shown.item}
            taxCodes={taxCodes}
            at={at}
            submitLabel={t(shown.item ? "catalogue.save" : "catalogue.items.create")}
            {...form}
          />
        )}
      </EditDialog>
    </>
  );
}
