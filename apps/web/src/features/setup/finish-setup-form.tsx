import { BRANCH_ADDRESS_MAX, branchUpdateBody, domainUpdateBody, TEXT_MAX } from "@concierge/contract";
import { SimpleGrid } from "@mantine/core";
import { type FormErrors, schemaResolver, useForm } from "@mantine/form";
import { z } from "zod";
import { FormFrame } from "../../components/form-frame";
import { LimitedTextarea, LimitedTextInput } from "../../components/limited-input";
import { checkOnLeave } from "../../lib/check-on-leave";
import { useT } from "../../lib/i18n";
import { inLanguage } from "../../lib/i18n/contract-text";
import { BranchPlaceFields } from "../branches";
import type { SetupField, SetupValues } from "./asked-fields";

// Each field's rules and words are its update call's, as the server checks them.
const rules = { ...branchUpdateBody.shape, RCNumber: domainUpdateBody.shape.RCNumber };
const schemaOf = (asked: readonly SetupField[]) =>
  z.object(Object.fromEntries(asked.map((field) => [field, rules[field]])));

interface FinishSetupFormProps {
  asked: readonly SetupField[];
  initialValues: SetupValues;
  pending: boolean;
  error: Error | null;
  onSubmit: (values: SetupValues) => void;
}

/** Only the asked fields, two to a row where there is room; the country and state as a branch's. */
export function FinishSetupForm({ asked, initialValues, pending, error, onSubmit }: FinishSetupFormProps) {
  const t = useT();
  const form = useForm<SetupValues>({
    ...checkOnLeave,
    initialValues,
    validate: inLanguage(schemaResolver(schemaOf(asked), { sync: true })),
  });
  const asks = (field: SetupField) => asked.includes(field);
  // Keyboard users land on the first field that needs fixing.
  const focusFirstError = (errors: FormErrors) => form.getInputNode(Object.keys(errors)[0] ?? "")?.focus();
  return (
    <FormFrame
      autoFocus={false}
      submitLabel={t("setup.save")}
      pending={pending}
      error={error}
      onSubmit={form.onSubmit(onSubmit, focusFirstError)}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {asks("Phone") && (
          <LimitedTextInput
            label={t("branches.phone")}
            type="tel"
            limit={TEXT_MAX}
            {...form.getInputProps("Phone")}
          />
        )}
        {asks("Email") && (
          <LimitedTextInput
            label={t("auth.email")}
            type="email"
            limit={TEXT_MAX}
            {...form.getInputProps("Email")}
          />
        )}
        {asks("Address") && (
          <LimitedTextarea
            label={t("branches.address")}
            autosize
            minRows={1}
            limit={BRANCH_ADDRESS_MAX}
            {...form.getInputProps("Address")}
          />
        )}
        {asks("Country") && <BranchPlaceFields form={form} />}
        {asks("RCNumber") && (
          <LimitedTextInput
            label={t("domains.rcNumber")}
            limit={TEXT_MAX}
            {...form.getInputProps("RCNumber")}
          />
        )}
      </SimpleGrid>
    </FormFrame>
  );
}
