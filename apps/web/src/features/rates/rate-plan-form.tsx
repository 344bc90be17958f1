import {
  BEST_AVAILABLE_RATE,
  RATE_PLAN_CODE_MAX,
  RATE_PLAN_NAME_MAX,
  type RatePlan,
  type RatePlanCreateBody,
  ratePlanCreateBody,
} from "@concierge/contract";
import { Checkbox, Group, NumberInput, SegmentedControl, Select, SimpleGrid } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import type { EditFormProps } from "../../components/edit-dialog";
import { FormFrame } from "../../components/form-frame";
import { LimitedTextInput } from "../../components/limited-input";
import { amountInputFormat, useCurrency } from "../../components/money";
import { checkOnLeave } from "../../lib/check-on-leave";
import { useT } from "../../lib/i18n";
import { inLanguage } from "../../lib/i18n/contract-text";
import { planBodyOf, planValues, type RatePlanValues } from "./rate-plan-values";

const contractErrors = schemaResolver(ratePlanCreateBody, { sync: true });

interface RatePlanFormProps extends EditFormProps<RatePlanCreateBody> {
  plan: RatePlan | undefined;
  /** The branch's plans: a plan derives from one that is not derived, nor itself. */
  plans: readonly RatePlan[];
  at: { domainId: string; branchId: string };
  submitLabel: string;
}

/** A rate plan's code, name, what it derives from and by how much, and whether it is refundable or archived. */
export function RatePlanForm({
  plan,
  plans,
  at,
  submitLabel,
  pending,
  error,
  onCancel,
  save,
}: RatePlanFormProps) {
  const t = useT();
  const currency = useCurrency();
  const form = useForm<RatePlanValues>({
    ...checkOnLeave,
    initialValues: planValues(plan),
    validate: inLanguage((values: RatePlanValues) => {
      const errors = contractErrors(planBodyOf(values, at));
      // The contract says so of ParentId, where it names the plan; the figure is what is missing.
      if (errors.ParentId && values.ParentId !== "")
        return { ...errors, Change: errors.ParentId, ParentId: undefined };
      return errors;
    }),
  });
  const parents = plans.filter((each) => each.ParentId === null && each.Id !== plan?.Id);
  const isBar = plan?.Code === BEST_AVAILABLE_RATE;
  const derived = form.values.ParentId !== "";
  return (
    <FormFrame
      submitLabel={submitLabel}
      pending={pending}
      error={error}
      onCancel={onCancel}
      onSubmit={form.onSubmit((values) => save(planBodyOf(values, at)))}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <LimitedTextInput
          label={t("rates.plans.code")}
          limit={RATE_PLAN_CODE_MAX}
          disabled={isBar}
          {...form.getInputProps("Code")}
        />
        <LimitedTextInput
          label={t("rates.plans.name")}
          limit={RATE_PLAN_NAME_MAX}
          {...form.getInputProps("Name")}
        />
      </SimpleGrid>
      <Select
        label={t("rates.plans.parent")}
        description={t("rates.plans.parentDescription")}
        data={[
          { value: "", label: t("rates.plans.noParent") },
          ...parents.map((each) => ({ value: each.Id, label: `${each.Code} · ${each.Name}` })),
        ]}
        allowDeselect={false}
        disabled={isBar}
        {...form.getInputProps("ParentId")}
        onChange={(value) => form.setFieldValue("ParentId", value ?? "")}
      />
      {derived && (
        <Group align="flex-end" grow>
          <SegmentedControl
            aria-label={t("rates.plans.by")}
            data={[
              { value: "percent", label: t("rates.plans.percent") },
              { value: "amount", label: t("rates.plans.amount") },
            ]}
            {...form.getInputProps("By")}
          />
          <NumberInput
            label={t(form.values.By === "percent" ? "rates.plans.percentChange" : "rates.plans.amountChange")}
            {...(form.values.By === "amount" ? amountInputFormat(currency) : { suffix: " %" })}
            clampBehavior="none"
            decimalScale={2}
            {...form.getInputProps("Change")}
          />
        </Group>
      )}
      <Checkbox
        label={t("rates.plans.refundable")}
        {...form.getInputProps("Refundable", { type: "checkbox" })}
      />
      {plan && !isBar && (
        <Checkbox
          label={t("rates.plans.active")}
          description={t("rates.plans.activeDescription")}
          {...form.getInputProps("Active", { type: "checkbox" })}
        />
      )}
    </FormFrame>
  );
}
