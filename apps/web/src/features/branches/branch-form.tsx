import { BRANCH_ADDRESS_MAX, type BranchCreateBody, TEXT_MAX } from "@concierge/contract";
import { Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormFrame } from "../../components/form-frame";
import { BranchPlaceFields } from "./branch-place-fields";

interface BranchFormProps {
  /** branchCreateBody or branchUpdateBody: its keys are in SPEC order, each field shows its first failing rule. */
  schema: Parameters<typeof schemaResolver>[0];
  /** Editing also carries the Id, which branchUpdateBody checks. */
  initialValues: BranchCreateBody;
  submitLabel: string;
  /** Editing: the domain id says whose branch it is and cannot change. */
  domainLocked?: boolean;
  pending: boolean;
  error: Error | null;
  onSubmit: (values: BranchCreateBody) => void;
  onCancel: () => void;
}

/** Adding and editing a branch, checked with the contract's schema as the API checks it. */
export function BranchForm({
  schema,
  initialValues,
  submitLabel,
  domainLocked,
  pending,
  error,
  onSubmit,
  onCancel,
}: BranchFormProps) {
  const form = useForm<BranchCreateBody>({ initialValues, validate: schemaResolver(schema, { sync: true }) });
  return (
    <FormFrame
      onSubmit={form.onSubmit(onSubmit)}
      error={error}
      pending={pending}
      submitLabel={submitLabel}
      onCancel={onCancel}
    >
      <TextInput label="Branch name" maxLength={TEXT_MAX} {...form.getInputProps("Name")} />
      <TextInput
        label="Domain id"
        maxLength={TEXT_MAX}
        disabled={domainLocked}
        {...form.getInputProps("DomainId")}
      />
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
    </FormFrame>
  );
}
