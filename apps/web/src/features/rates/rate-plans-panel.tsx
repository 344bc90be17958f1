import type { RatePlan } from "@concierge/contract";
import { Badge, Button, Group, Table, Text } from "@mantine/core";
import { useState } from "react";
import { EditDialog } from "../../components/edit-dialog";
import { TablePanel } from "../../components/table-panel";
import { useT } from "../../lib/i18n";
import { useSaveRatePlan } from "./api";
import { rateWriting } from "./rate-formats";
import { plansInOrder } from "./rate-layout";
import { RatePlanForm } from "./rate-plan-form";

interface RatePlansPanelProps {
  plans: readonly RatePlan[];
  at: { domainId: string; branchId: string };
  canManage: boolean;
  currency: string;
}

type Editing = { plan: RatePlan | undefined };

/** A branch's rate plans: what each derives from, refundable or not, archived or not; add and edit. */
export function RatePlansPanel({ plans, at, canManage, currency }: RatePlansPanelProps) {
  const t = useT();
  const [editing, setEditing] = useState<Editing>();
  const writing = rateWriting(currency);
  const codeOf = new Map(plans.map((plan) => [plan.Id, plan.Code]));
  const derivation = (plan: RatePlan) =>
    plan.ParentId === null
      ? t("rates.plans.base")
      : t("rates.source.derived", {
          parent: codeOf.get(plan.ParentId) ?? "",
          change: plan.Percent != null ? writing.percent(plan.Percent) : writing.amount(plan.Amount ?? 0),
        });
  const plan = editing?.plan;
  return (
    <>
      <TablePanel
        mt="lg"
        title={t("rates.plans.title")}
        add={
          canManage
            ? { label: t("rates.plans.add"), onClick: () => setEditing({ plan: undefined }) }
            : undefined
        }
        columns={[
          t("rates.plans.code"),
          t("rates.plans.name"),
          t("rates.plans.price"),
          t("rates.plans.terms"),
        ]}
        actions={canManage ? t("rates.plans.actions") : undefined}
      >
        {plansInOrder(plans).map((each) => (
          <Table.Tr key={each.Id}>
            <Table.Td fw={700}>{each.Code}</Table.Td>
            <Table.Td>{each.Name}</Table.Td>
            <Table.Td>{derivation(each)}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                <Text size="sm">
                  {t(each.Refundable ? "rates.plans.refundableYes" : "rates.plans.refundableNo")}
                </Text>
                {!each.Active && <Badge color="gray">{t("rates.plans.archived")}</Badge>}
              </Group>
            </Table.Td>
            {canManage && (
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  aria-label={t("rates.plans.editOne", { plan: each.Code })}
                  onClick={() => setEditing({ plan: each })}
                >
                  {t("rates.plans.edit")}
                </Button>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </TablePanel>
      <EditDialog
        subject={editing}
        title={plan ? t("rates.plans.editTitle", { plan: plan.Code }) : t("rates.plans.add")}
        mutation={useSaveRatePlan()}
        notice={(saved) => t(plan ? "rates.plans.saved" : "rates.plans.added", { plan: saved.Code })}
        onClose={() => setEditing(undefined)}
      >
        {(shown, form) => (
          <RatePlanForm
            plan={shown.plan}
            plans={plans}
            at={at}
            submitLabel={t(shown.plan ? "rates.plans.save" : "rates.plans.create")}
            {...form}
            save={(body) => form.save(shown.plan ? { ...body, Id: shown.plan.Id } : body)}
          />
        )}
      </EditDialog>
    </>
  );
}
