import type { Tax, TaxCreateBody, TaxUpdateBody } from "@concierge/contract";
import { Button, Card, Group, Table, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { EditDialog } from "../../components/edit-dialog";
import { localeOf, useT } from "../../lib/i18n";
import { useSaveTax } from "./api";
import { TaxEditForm } from "./tax-edit-form";
import { TaxForm } from "./tax-form";

interface TaxesPanelProps {
  taxes: readonly Tax[];
  at: { domainId: string; branchId: string };
  canManage: boolean;
}

type Editing = { tax: Tax | undefined };

const percentOf = (percent: number) =>
  new Intl.NumberFormat(localeOf(), { style: "percent", maximumFractionDigits: 2 }).format(percent / 100);

/** A branch's taxes, a row per period: add a period, rename or end one. */
export function TaxesPanel({ taxes, at, canManage }: TaxesPanelProps) {
  const t = useT();
  const [editing, setEditing] = useState<Editing>();
  const tax = editing?.tax;
  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t("catalogue.taxes.title")}
        </Title>
        {canManage && (
          <Button
            leftSection={<IconPlus size={16} />}
            variant="light"
            onClick={() => setEditing({ tax: undefined })}
          >
            {t("catalogue.taxes.add")}
          </Button>
        )}
      </Group>
      <Table.ScrollContainer minWidth={480}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("catalogue.taxes.code")}</Table.Th>
              <Table.Th>{t("catalogue.taxes.name")}</Table.Th>
              <Table.Th>{t("catalogue.taxes.percent")}</Table.Th>
              <Table.Th>{t("catalogue.taxes.from")}</Table.Th>
              <Table.Th>{t("catalogue.taxes.to")}</Table.Th>
              {canManage && <Table.Th aria-label={t("catalogue.actions")} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {taxes.map((each) => (
              <Table.Tr key={each.Id}>
                <Table.Td fw={700}>{each.Code}</Table.Td>
                <Table.Td>{each.Name}</Table.Td>
                <Table.Td style={{ fontVariantNumeric: "tabular-nums" }}>{percentOf(each.Percent)}</Table.Td>
                <Table.Td>{each.From}</Table.Td>
                <Table.Td>{each.To ?? t("catalogue.taxes.open")}</Table.Td>
                {canManage && (
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-label={t("catalogue.taxes.editOne", { tax: each.Code, from: each.From })}
                      onClick={() => setEditing({ tax: each })}
                    >
                      {t("catalogue.taxes.end")}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <EditDialog
        subject={editing}
        title={
          tax ? t("catalogue.taxes.editTitle", { tax: tax.Code, from: tax.From }) : t("catalogue.taxes.add")
        }
        mutation={useSaveTax()}
        notice={(saved) => t(tax ? "catalogue.taxes.saved" : "catalogue.taxes.added", { tax: saved.Code })}
        onClose={() => setEditing(undefined)}
      >
        {(shown, form) =>
          shown.tax ? (
            <TaxEditForm
              tax={shown.tax}
              domainId={at.domainId}
              {...form}
              save={(body: TaxUpdateBody) => form.save(body)}
            />
          ) : (
            <TaxForm
              at={at}
              submitLabel={t("catalogue.taxes.create")}
              {...form}
              save={(body: TaxCreateBody) => form.save(body)}
            />
          )
        }
      </EditDialog>
    </Card>
  );
}
