import type { RatePlan } from "@concierge/contract";
import { Badge, Button, Card, Group, Table, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { EditDialog } from "../../components/edit-dialog";
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
    <Card withBorder mt="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t("rates.plans.title")}
        </Title>
        {canManage && (
          <Button
            leftSection={<IconPlus size={16} />}
            variant="light"
            onClick={() => setEditing({ plan: undefined })}
          >
            {t("rates.plans.add")}
          </Button>
        )}
      </Group>
      <Table.ScrollContainer minWidth={480}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("rates.plans.code")}</Table.Th>
              <Table.Th>{t("rates.plans.name")}</Table.Th>
              <Table.Th>{t("rates.plans.price")}</Table.Th>
              <Table.Th>{t("rates.plans.terms")}</Table.Th>
              {canManage && <Table.Th aria-label={t("rates.plans.actions")} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
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
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
    </Card>
  );
}
