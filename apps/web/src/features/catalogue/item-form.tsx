import {
  type ChargeItem,
  type ChargeItemCreateBody,
  type ChargeItemUpdateBody,
  chargeItemCreateBody,
  ITEM_CODE_MAX,
  ITEM_NAME_MAX,
  ROOM_ITEM,
} from "@concierge/contract";
import { Checkbox, Group, NumberInput, SimpleGrid, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import type { EditFormProps } from "../../components/edit-dialog";
import { FormFrame } from "../../components/form-frame";
import { LimitedTextInput } from "../../components/limited-input";
import { amountInputFormat, useCurrency } from "../../components/money";
import { checkOnLeave } from "../../lib/check-on-leave";
import { useT } from "../../lib/i18n";
import { inLanguage } from "../../lib/i18n/contract-text";

const contractErrors = schemaResolver(chargeItemCreateBody, { sync: true });

interface ItemValues {
  Code: string;
  Name: string;
  Price: number | string;
  TaxCodes: string[];
  Active: boolean;
}

interface ItemFormProps extends EditFormProps<ChargeItemCreateBody | ChargeItemUpdateBody> {
  item: ChargeItem | undefined;
  /** The branch's tax codes, one each. */
  taxCodes: readonly string[];
  at: { domainId: string; branchId: string };
  submitLabel: string;
}

const createBodyOf = (values: ItemValues, at: ItemFormProps["at"]) => ({
  DomainId: at.domainId,
  BranchId: at.branchId,
  Code: values.Code,
  Name: values.Name,
  Price: values.Price as number,
  TaxCodes: values.TaxCodes,
});

/**
 * A catalogue item: its code (fixed once made), name, price in the domain's currency, taxes and
 * whether it is still sold. `room` keeps its price (each night's) and is never archived.
 */
export function ItemForm({ item, taxCodes, at, submitLabel, pending, error, onCancel, save }: ItemFormProps) {
  const t = useT();
  const currency = useCurrency();
  const form = useForm<ItemValues>({
    ...checkOnLeave,
    initialValues: {
      Code: item?.Code ?? "",
      Name: item?.Name ?? "",
      Price: item?.Price ?? "",
      TaxCodes: item?.TaxCodes ?? [],
      Active: item?.Active ?? true,
    },
    validate: inLanguage((values: ItemValues) => contractErrors(createBodyOf(values, at))),
  });
  const isRoom = item?.Code.toLowerCase() === ROOM_ITEM;
  const submit = (values: ItemValues) => {
    const body = createBodyOf(values, at);
    if (!item) return save(body);
    const { Name, TaxCodes, Price } = body;
    const kept = isRoom ? {} : { Price, Active: values.Active };
    save({ DomainId: at.domainId, Id: item.Id, Name, TaxCodes, ...kept });
  };
  return (
    <FormFrame
      submitLabel={submitLabel}
      pending={pending}
      error={error}
      onCancel={onCancel}
      onSubmit={form.onSubmit(submit)}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <LimitedTextInput
          label={t("catalogue.items.code")}
          limit={ITEM_CODE_MAX}
          disabled={item !== undefined}
          {...form.getInputProps("Code")}
        />
        <LimitedTextInput
          label={t("catalogue.items.name")}
          limit={ITEM_NAME_MAX}
          {...form.getInputProps("Name")}
        />
      </SimpleGrid>
      <NumberInput
        label={t("catalogue.items.price")}
        description={isRoom ? t("catalogue.items.roomPrice") : undefined}
        disabled={isRoom}
        min={0}
        decimalScale={2}
        clampBehavior="none"
        {...amountInputFormat(currency)}
        {...form.getInputProps("Price")}
      />
      <Checkbox.Group label={t("catalogue.items.taxes")} {...form.getInputProps("TaxCodes")}>
        {taxCodes.length ? (
          <Group gap="md" mt={4}>
            {taxCodes.map((code) => (
              <Checkbox key={code} value={code} label={code} />
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t("catalogue.items.noTaxes")}
          </Text>
        )}
      </Checkbox.Group>
      {item && !isRoom && (
        <Checkbox
          label={t("catalogue.items.active")}
          description={t("catalogue.items.activeDescription")}
          {...form.getInputProps("Active", { type: "checkbox" })}
        />
      )}
    </FormFrame>
  );
}
