import { BRANCH_ADDRESS_MAX, type BranchCreateBody, TEXT_MAX, timeZones } from "@concierge/contract";
import { Select, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormFrame, type SchemaFormProps } from "../../components/form-frame";
import { DomainSelect } from "../domains";
import { BranchPlaceFields } from "./branch-place-fields";

const zones = timeZones();

/** Adding and editing a branch, checked with the contract's schema as the API checks it. */
export function BranchForm({
  domainLocked,
  ...props
}: SchemaFormProps<BranchCreateBody> & { domainLocked?: boolean }) {
  const { initialValues, schema } = props;
  const form = useForm<BranchCreateBody>({ initialValues, validate: schemaResolver(schema, { sync: true }) });
  return (
    <FormFrame {...props} onSubmit={form.onSubmit(props.onSubmit)}>
      <TextInput label="Branch name" maxLength={TEXT_MAX} {...form.getInputProps("Name")} />
      {!domainLocked && (
        <DomainSelect
          value={form.values.DomainId}
          onChange={(domainId) => form.setFieldValue("DomainId", domainId)}
          error={form.errors.DomainId}
        />
      )}
      <TextInput label="Phone" type="tel" maxLength={TEXT_MAX} {...form.getInputProps("Phone")} />
      <TextInput label="Email" type="email" maxLength={TEXT_MAX} {...form.getInputProps("Email")} />
      <Textarea
        label="Address"
        autosize
        minRows={2}
        maxLength={BRANCH_ADDRESS_MAX}
        {...form.getInputProps("Address")}
      />
      <BranchPlaceFields form={form} />
      <Select
        label="Time zone"
        description="Nights, arrivals and departures are counted in it"
        data={zones}
        searchable
        limit={50}
        nothingFoundMessage="No such time zone"
        {...form.getInputProps("TimeZone")}
      />
    </FormFrame>
  );
}
