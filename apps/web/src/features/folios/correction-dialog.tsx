import { type FolioEntry, REASON_MAX, refundBody } from "@concierge/contract";
import { Modal, NumberInput, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormFrame } from "../../components/form-frame";
import { LimitedTextInput } from "../../components/limited-input";
import { amountInputFormat, formatMoney } from "../../components/money";
import { checkOnLeave } from "../../lib/check-on-leave";
import { useFadingSubject } from "../../lib/fading-subject";
import { useT } from "../../lib/i18n";
import { inLanguage } from "../../lib/i18n/contract-text";
import { notifySuccess } from "../../lib/notify";
import { type FolioRef, useCorrection } from "./api";
import { isMoneyTaken } from "./folio-days";
import { entryName } from "./folio-labels";

/** The entry to correct, in its folio. */
export interface CorrectionSubject {
  folio: FolioRef & { Currency: string };
  entry: FolioEntry;
}

// Both an allowance and a refund take an amount and a reason; the form asks for both (the
// allowance's amount, left out, would be all that is left: the form fills that in instead).
const contractErrors = inLanguage(schemaResolver(refundBody, { sync: true }));
type Values = { Amount: number; Reason: string };

function CorrectionForm({ subject, onClose }: { subject: CorrectionSubject; onClose: () => void }) {
  const t = useT();
  const correction = useCorrection();
  const { folio, entry } = subject;
  const refund = isMoneyTaken(entry);
  const left = entry.Remaining ?? 0;
  const form = useForm<Values>({
    ...checkOnLeave,
    initialValues: { Amount: left, Reason: "" },
    validate: contractErrors,
  });
  const save = (body: Values) =>
    correction.mutate(
      { kind: refund ? "refund" : "allowance", folio, entryId: entry.Id, body },
      {
        onSuccess: () => {
          const amount = formatMoney(body.Amount, folio.Currency);
          notifySuccess(t(refund ? "folios.refund.notice" : "folios.allowance.notice", { amount }));
          onClose();
        },
      },
    );
  return (
    <FormFrame
      submitLabel={t(refund ? "folios.action.refund" : "folios.action.correct")}
      pending={correction.isPending}
      error={correction.error}
      onCancel={onClose}
      onSubmit={form.onSubmit(save)}
    >
      <Text size="sm">
        {t("folios.correction.left", {
          entry: entryName(entry, t),
          amount: formatMoney(left, folio.Currency),
        })}
      </Text>
      <NumberInput
        label={t("folios.field.amount")}
        {...amountInputFormat(folio.Currency)}
        min={0}
        max={left}
        clampBehavior="none"
        allowNegative={false}
        decimalScale={2}
        {...form.getInputProps("Amount")}
      />
      <LimitedTextInput
        label={t("folios.field.reason")}
        limit={REASON_MAX}
        required
        {...form.getInputProps("Reason")}
      />
    </FormFrame>
  );
}

/** Correct a charge (an allowance) or refund a payment: a new entry, with its reason, never an edit. */
export function CorrectionDialog({
  subject,
  onClose,
}: {
  subject: CorrectionSubject | undefined;
  onClose: () => void;
}) {
  const [shown, forget] = useFadingSubject(subject);
  const t = useT();
  const refund = shown !== undefined && isMoneyTaken(shown.entry);
  return (
    <Modal
      opened={subject !== undefined}
      onClose={onClose}
      title={t(refund ? "folios.action.refund" : "folios.action.correct")}
      closeButtonProps={{ "aria-label": t("action.close") }}
      onExitTransitionEnd={forget}
    >
      {shown && <CorrectionForm key={shown.entry.Id} subject={shown} onClose={onClose} />}
    </Modal>
  );
}
