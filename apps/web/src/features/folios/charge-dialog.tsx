import {
  type ChargeBody,
  type ChargeItem,
  chargeBody,
  DESCRIPTION_MAX,
  dayIn,
  QUANTITY_MAX,
  ROOM_ITEM,
} from "@concierge/contract";
import { Group, Modal, NumberInput, Select, SimpleGrid, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormFrame } from "../../components/form-frame";
import { LimitedTextInput } from "../../components/limited-input";
import { amountInputFormat, formatMoney } from "../../components/money";
import { checkOnLeave } from "../../lib/check-on-leave";
import { useFadingSubject } from "../../lib/fading-subject";
import { useT } from "../../lib/i18n";
import { inLanguage } from "../../lib/i18n/contract-text";
import { notifySuccess } from "../../lib/notify";
import { useBranchZone } from "../names";
import { type FolioRef, useCatalogue, useCharge, usePricesIncludeTax } from "./api";
import { chargeLine, ratesOn } from "./charge-line";

export interface ChargeSubject extends FolioRef {
  BranchId: string;
  Currency: string;
}

const contractErrors = inLanguage(schemaResolver(chargeBody, { sync: true }));
type Values = { Item: string; Quantity: number; Price: number; Description: string; ServiceDate: string };

function ChargeForm({
  folio,
  items,
  onClose,
}: {
  folio: ChargeSubject;
  items: ChargeItem[];
  onClose: () => void;
}) {
  const t = useT();
  const charge = useCharge();
  const { taxes = [] } = useCatalogue(folio.DomainId, folio.BranchId).data ?? {};
  const includeTax = usePricesIncludeTax(folio.DomainId, folio.BranchId);
  const today = dayIn(new Date(), useBranchZone(folio.DomainId, folio.BranchId) ?? "UTC");
  const form = useForm<Values>({
    ...checkOnLeave,
    initialValues: { Item: "", Quantity: 1, Price: 0, Description: "", ServiceDate: "" },
    validate: (values) => contractErrors(bodyOf(values)),
  });
  const item = items.find((one) => one.Code === form.values.Item);
  const line =
    item && typeof form.values.Price === "number" && typeof form.values.Quantity === "number"
      ? chargeLine(
          form.values.Price,
          form.values.Quantity,
          ratesOn(item, taxes, form.values.ServiceDate || today),
          includeTax,
        )
      : undefined;
  const money = (amount: number) => formatMoney(amount, folio.Currency);
  const save = (values: Values) =>
    charge.mutate(
      { folio, body: bodyOf(values) },
      {
        onSuccess: () => {
          notifySuccess(t("folios.charge.notice", { item: item?.Name ?? values.Item }));
          onClose();
        },
      },
    );
  return (
    <FormFrame
      submitLabel={t("folios.charge.submit")}
      pending={charge.isPending}
      error={charge.error}
      onCancel={onClose}
      onSubmit={form.onSubmit(save)}
    >
      <Select
        label={t("folios.field.item")}
        data={items.map((one) => ({ value: one.Code, label: `${one.Name} · ${money(one.Price)}` }))}
        searchable
        nothingFoundMessage={t("folios.charge.noItem")}
        {...form.getInputProps("Item")}
        onChange={(code) => {
          const picked = items.find((one) => one.Code === code);
          form.setFieldValue("Item", code ?? "");
          if (picked) form.setFieldValue("Price", picked.Price);
        }}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberInput
          label={t("folios.field.quantity")}
          min={1}
          max={QUANTITY_MAX}
          clampBehavior="none"
          allowNegative={false}
          allowDecimal={false}
          {...form.getInputProps("Quantity")}
        />
        <NumberInput
          label={t("folios.field.price")}
          {...amountInputFormat(folio.Currency)}
          min={0}
          clampBehavior="none"
          allowNegative={false}
          decimalScale={2}
          {...form.getInputProps("Price")}
        />
      </SimpleGrid>
      <LimitedTextInput
        label={t("folios.field.description")}
        limit={DESCRIPTION_MAX}
        {...form.getInputProps("Description")}
      />
      <TextInput
        type="date"
        label={t("folios.field.serviceDate")}
        description={t("folios.charge.serviceDateHint")}
        {...form.getInputProps("ServiceDate")}
      />
      {line && (
        <Group gap="lg" aria-live="polite">
          <Text size="sm">{t("folios.line.net", { amount: money(line.Net) })}</Text>
          <Text size="sm">{t("folios.line.tax", { amount: money(line.Tax) })}</Text>
          <Text size="sm" fw={600}>
            {t("folios.line.amount", { amount: money(line.Amount) })}
          </Text>
        </Group>
      )}
    </FormFrame>
  );
}

/** What is posted: the fields left blank are left out (the server's day, the item's own name). */
function bodyOf(values: Values): ChargeBody {
  return {
    Item: values.Item,
    Quantity: values.Quantity,
    Price: values.Price,
    ...(values.Description ? { Description: values.Description } : {}),
    ...(values.ServiceDate ? { ServiceDate: values.ServiceDate } : {}),
  };
}

/** "Add charge": an item of the branch's catalogue, its price and tax filled in, the line shown before it is posted. */
export function ChargeDialog({ folio, onClose }: { folio: ChargeSubject | undefined; onClose: () => void }) {
  const [shown, forget] = useFadingSubject(folio);
  const t = useT();
  const catalogue = useCatalogue(shown?.DomainId ?? "", shown?.BranchId ?? "");
  // Nights are charged from the stay ("Charge nights"), at their own price.
  const items = (catalogue.data?.items ?? []).filter((item) => item.Active && item.Code !== ROOM_ITEM);
  return (
    <Modal
      opened={folio !== undefined}
      onClose={onClose}
      title={t("folios.action.charge")}
      size="lg"
      closeButtonProps={{ "aria-label": t("action.close") }}
      onExitTransitionEnd={forget}
    >
      {shown && <ChargeForm folio={shown} items={items} onClose={onClose} />}
    </Modal>
  );
}
