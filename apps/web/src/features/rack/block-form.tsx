import { BLOCK_REASON_MAX, type BlockBody, blockBody, RoomMessage } from "@concierge/contract";
import { SimpleGrid, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import type { EditFormProps } from "../../components/edit-dialog";
import { FormFrame } from "../../components/form-frame";

interface BlockFormProps extends EditFormProps<BlockBody> {
  initialValues: BlockBody;
  timeZone: string;
}

const contractErrors = schemaResolver(blockBody, { sync: true });

/** From, To and Reason of an out-of-order block, checked with the contract's schema as the API checks it. */
export function BlockForm({ initialValues, timeZone, pending, error, onCancel, save }: BlockFormProps) {
  const form = useForm<BlockBody>({
    initialValues,
    validate: (values) => {
      const errors = contractErrors(values);
      if (!errors.To && values.To <= values.From) errors.To = RoomMessage.toAfterFrom;
      return errors;
    },
  });
  return (
    <FormFrame
      submitLabel="Take out of order"
      pending={pending}
      error={error}
      onCancel={onCancel}
      onSubmit={form.onSubmit(save)}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          type="date"
          label="From"
          description="The first night out of order"
          {...form.getInputProps("From")}
          data-autofocus
        />
        <TextInput type="date" label="To" description="The day it is back" {...form.getInputProps("To")} />
      </SimpleGrid>
      <TextInput
        label="Reason"
        placeholder="Leak in the bathroom"
        maxLength={BLOCK_REASON_MAX}
        description={`Nights in ${timeZone}`}
        {...form.getInputProps("Reason")}
      />
    </FormFrame>
  );
}
