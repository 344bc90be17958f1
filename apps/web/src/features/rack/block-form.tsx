import { BLOCK_REASON_MAX, type BlockBody, blockBody, RoomMessage } from "@concierge/contract";
import { SimpleGrid, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import type { EditFormProps } from "../../components/edit-dialog";
import { FormFrame } from "../../components/form-frame";
import { LimitedTextInput } from "../../components/limited-input";
import { checkOnLeave } from "../../lib/check-on-leave";
import { useT } from "../../lib/i18n";
import { inLanguage } from "../../lib/i18n/contract-text";

interface BlockFormProps extends EditFormProps<BlockBody> {
  initialValues: BlockBody;
  timeZone: string;
}

const contractErrors = schemaResolver(blockBody, { sync: true });

/** From, To and Reason of an out-of-order block, checked with the contract's schema as the API checks it. */
export function BlockForm({ initialValues, timeZone, pending, error, onCancel, save }: BlockFormProps) {
  const t = useT();
  const form = useForm<BlockBody>({
    ...checkOnLeave,
    initialValues,
    validate: inLanguage((values: BlockBody) => {
      const errors = contractErrors(values);
      if (!errors.To && values.To <= values.From) errors.To = RoomMessage.toAfterFrom;
      return errors;
    }),
  });
  return (
    <FormFrame
      submitLabel={t("rack.block.submit")}
      pending={pending}
      error={error}
      onCancel={onCancel}
      onSubmit={form.onSubmit(save)}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          type="date"
          label={t("list.from")}
          description={t("rack.block.fromDescription")}
          {...form.getInputProps("From")}
          data-autofocus
        />
        <TextInput
          type="date"
          label={t("list.to")}
          description={t("rack.block.toDescription")}
          {...form.getInputProps("To")}
        />
      </SimpleGrid>
      <LimitedTextInput
        label={t("rack.block.reason")}
        placeholder={t("rack.block.reasonPlaceholder")}
        limit={BLOCK_REASON_MAX}
        description={t("rack.block.nightsIn", { zone: timeZone })}
        {...form.getInputProps("Reason")}
      />
    </FormFrame>
  );
}
