import type { Tax, TaxCreateBody, TaxUpdateBody } from "@concierge/contract";
import { Button, Table } from "@mantine/core";
import { useState } from "react";
import { EditDialog } from "../../components/edit-dialog";
import { TablePanel } from "../../components/table-panel";
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
    <>
      <TablePanel
        title={t("catalogue.taxes.title")}
        add={
          canManage
            ? { label: t("catalogue.taxes.add"), onClick: () => setEditing({ tax: undefined }) }
            : undefined
        }
        columns={[
          t("catalogue.taxes.code"),
          t("catalogue.taxes.name"),
          t("catalogue.taxes.percent"),
          t("catalogue.taxes.from"),
          t("catalogue.taxes.to"),
        ]}
        actions={canManage ? t("catalogue.actions") : undefined}
      >
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
      </TablePanel>
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
    </>
  );
}
