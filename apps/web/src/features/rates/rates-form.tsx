import { addDays, type RatesBody, ratesBody, STAY_LIMIT_MAX, SUITE_PRICE_MAX } from "@concierge/contract";
import {
  Checkbox,
  Chip,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import type { EditFormProps } from "../../components/edit-dialog";
import { FormFrame } from "../../components/form-frame";
import { amountInputFormat, useCurrency } from "../../components/money";
import { type MessageKey, useT } from "../../lib/i18n";
import { inLanguage } from "../../lib/i18n/contract-text";
import { formatWeekday } from "./rate-formats";
import { ALL_WEEKDAYS, type Flag, type RatesFormValues, ratesBodyOf } from "./rates-body";

const contractErrors = schemaResolver(ratesBody, { sync: true });
const MONDAY = "2024-01-01";

interface RatesFormProps extends EditFormProps<RatesBody> {
  initialValues: RatesFormValues;
  ratePlanId: string;
  suiteId: string;
}

const flags: { field: "Closed" | "ClosedToArrival" | "ClosedToDeparture"; label: MessageKey }[] = [
  { field: "Closed", label: "rates.form.closed" },
  { field: "ClosedToArrival", label: "rates.form.closedToArrival" },
  { field: "ClosedToDeparture", label: "rates.form.closedToDeparture" },
];

/** The picked nights' price and restrictions: what is left empty stays as each night has it. */
export function RatesForm({
  initialValues,
  ratePlanId,
  suiteId,
  pending,
  error,
  onCancel,
  save,
}: RatesFormProps) {
  const t = useT();
  const currency = useCurrency();
  const form = useForm<RatesFormValues>({
    initialValues,
    validate: inLanguage((values: RatesFormValues) =>
      contractErrors(ratesBodyOf(values, ratePlanId, suiteId)),
    ),
  });
  const flagChoices = [
    { value: "keep", label: t("rates.form.keep") },
    { value: "on", label: t("rates.form.on") },
    { value: "off", label: t("rates.form.off") },
  ];
  return (
    <FormFrame
      submitLabel={t("rates.form.submit")}
      pending={pending}
      error={error}
      onCancel={onCancel}
      onSubmit={form.onSubmit((values) => save(ratesBodyOf(values, ratePlanId, suiteId)))}
    >
      <SimpleGrid cols={2}>
        <TextInput type="date" label={t("rates.form.from")} {...form.getInputProps("From")} />
        <TextInput
          type="date"
          label={t("rates.form.lastNight")}
          value={form.values.To ? addDays(form.values.To, -1) : ""}
          error={form.errors.To}
          onChange={(event) =>
            event.currentTarget.value && form.setFieldValue("To", addDays(event.currentTarget.value, 1))
          }
        />
      </SimpleGrid>
      <Input.Wrapper labelElement="div" label={t("rates.form.weekdays")} error={form.errors.Weekdays}>
        <Chip.Group multiple {...form.getInputProps("Weekdays")}>
          <Group gap={4} mt={4}>
            {ALL_WEEKDAYS.map((day) => (
              <Chip key={day} value={day} size="xs">
                {formatWeekday(addDays(MONDAY, Number(day) - 1))}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
      <Stack gap={4}>
        <NumberInput
          label={t("rates.form.price")}
          description={t("rates.form.priceKept")}
          {...amountInputFormat(currency)}
          min={0}
          max={SUITE_PRICE_MAX}
          clampBehavior="none"
          allowNegative={false}
          decimalScale={2}
          disabled={form.values.SuitePrice}
          {...form.getInputProps("Price")}
        />
        <Checkbox
          label={t("rates.form.suitePrice")}
          {...form.getInputProps("SuitePrice", { type: "checkbox" })}
        />
      </Stack>
      {flags.map(({ field, label }) => (
        <Input.Wrapper key={field} labelElement="div" label={t(label)}>
          <SegmentedControl
            fullWidth
            data={flagChoices}
            value={form.values[field]}
            onChange={(value) => form.setFieldValue(field, value as Flag)}
          />
        </Input.Wrapper>
      ))}
      <SimpleGrid cols={2}>
        {(["MinStay", "MaxStay"] as const).map((field) => (
          <NumberInput
            key={field}
            label={t(field === "MinStay" ? "rates.form.minStay" : "rates.form.maxStay")}
            description={t("rates.form.stayKept")}
            min={0}
            max={STAY_LIMIT_MAX}
            clampBehavior="none"
            allowNegative={false}
            allowDecimal={false}
            {...form.getInputProps(field)}
          />
        ))}
      </SimpleGrid>
    </FormFrame>
  );
}
