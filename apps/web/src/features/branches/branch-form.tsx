import {
  AUDIT_TIME_DEFAULT,
  BRANCH_ADDRESS_MAX,
  BRANCH_CODE_MAX,
  type BranchCreateBody,
  TEXT_MAX,
  timeZones,
} from "@concierge/contract";
import { Checkbox, Select, Switch, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormFrame, type SchemaFormProps } from "../../components/form-frame";
import { LimitedTextarea, LimitedTextInput } from "../../components/limited-input";
import { checkOnLeave } from "../../lib/check-on-leave";
import { useT } from "../../lib/i18n";
import { inLanguage } from "../../lib/i18n/contract-text";
import { DomainSelect } from "../domains";
import { BranchPlaceFields } from "./branch-place-fields";

const zones = timeZones();

/** Adding and editing a branch, checked with the contract's schema as the API checks it. */
export function BranchForm({
  domainLocked,
  ...props
}: SchemaFormProps<BranchCreateBody> & { domainLocked?: boolean }) {
  const t = useT();
  const { initialValues, schema } = props;
  const form = useForm<BranchCreateBody>({
    ...checkOnLeave,
    initialValues,
    validate: inLanguage(schemaResolver(schema, { sync: true })),
  });
  return (
    <FormFrame {...props} onSubmit={form.onSubmit(props.onSubmit)}>
      <LimitedTextInput label={t("branches.branchName")} limit={TEXT_MAX} {...form.getInputProps("Name")} />
      {!domainLocked && (
        <DomainSelect
          value={form.values.DomainId}
          onChange={(domainId) => form.setFieldValue("DomainId", domainId)}
          error={form.errors.DomainId}
        />
      )}
      <LimitedTextInput
        label={t("branches.phone")}
        type="tel"
        limit={TEXT_MAX}
        {...form.getInputProps("Phone")}
      />
      <LimitedTextInput
        label={t("auth.email")}
        type="email"
        limit={TEXT_MAX}
        {...form.getInputProps("Email")}
      />
      <LimitedTextarea
        label={t("branches.address")}
        autosize
        minRows={2}
        limit={BRANCH_ADDRESS_MAX}
        {...form.getInputProps("Address")}
      />
      <BranchPlaceFields form={form} />
      <Select
        label={t("branches.timeZone")}
        description={t("branches.timeZoneHint")}
        data={zones}
        searchable
        limit={50}
        nothingFoundMessage={t("branches.noTimeZone")}
        {...form.getInputProps("TimeZone")}
      />
      <LimitedTextInput
        label={t("branches.code")}
        description={t("branches.codeHint")}
        limit={BRANCH_CODE_MAX}
        value={form.values.Code ?? ""}
        // Left empty: the server makes the code from the name (a new branch) or keeps it (an edit).
        onChange={(event) => form.setFieldValue("Code", event.currentTarget.value || undefined)}
        error={form.errors.Code}
      />
      <Checkbox
        label={t("branches.pricesIncludeTax")}
        description={t("branches.pricesIncludeTaxHint")}
        checked={form.values.PricesIncludeTax ?? true}
        onChange={(event) => form.setFieldValue("PricesIncludeTax", event.currentTarget.checked)}
      />
      <TextInput
        label={t("branches.auditTime")}
        description={t("branches.auditTimeHint")}
        type="time"
        w={200}
        value={form.values.AuditTime ?? AUDIT_TIME_DEFAULT}
        onChange={(event) => form.setFieldValue("AuditTime", event.currentTarget.value)}
        error={form.errors.AuditTime}
      />
      <Switch
        label={t("branches.autoNoShow")}
        description={t("branches.autoNoShowHint")}
        checked={form.values.AutoNoShow ?? false}
        onChange={(event) => form.setFieldValue("AutoNoShow", event.currentTarget.checked)}
      />
    </FormFrame>
  );
}
