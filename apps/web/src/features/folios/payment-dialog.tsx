import { PAYMENT_METHODS, type PaymentBody, paymentBody, REFERENCE_MAX } from "@concierge/contract";
import { Modal, NumberInput, Select, SimpleGrid } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormFrame } from "../../components/form-frame";
import { LimitedTextInput } from "../../components/limited-input";
import { amountInputFormat, formatMoney } from "../../components/money";
import { checkOnLeave } from "../../lib/check-on-leave";
import { useFadingSubject } from "../../lib/fading-subject";
import { useT } from "../../lib/i18n";
import { inLanguage } from "../../lib/i18n/contract-text";
import { notifySuccess } from "../../lib/notify";
import { type FolioRef, usePayment } from "./api";
import { methodLabels } from "./folio-labels";

/** The folio a payment is taken into, and the amount offered: what is due. */
export interface PaymentSubject extends FolioRef {
  Currency: string;
  due: number;
}

interface PaymentDialogProps {
  /** None closes the dialog. */
  folio: PaymentSubject | undefined;
  onClose: () => void;
  /** After the payment is posted (the check-out then tries again). */
  onPaid?: () => void;
}

const contractErrors = inLanguage(schemaResolver(paymentBody, { sync: true }));

function PaymentForm({
  folio,
  onCancel,
  onPaid,
}: {
  folio: PaymentSubject;
  onCancel: () => void;
  onPaid: () => void;
}) {
  const t = useT();
  const payment = usePayment();
  const form = useForm<PaymentBody>({
    ...checkOnLeave,
    initialValues: { Amount: folio.due > 0 ? folio.due : 0, Method: "card", Reference: "" },
    validate: contractErrors,
  });
  const save = (body: PaymentBody) =>
    payment.mutate(
      { folio, body },
      {
        onSuccess: () => {
          notifySuccess(t("folios.payment.notice", { amount: formatMoney(body.Amount, folio.Currency) }));
          onPaid();
        },
      },
    );
  return (
    <FormFrame
      submitLabel={t("folios.payment.submit")}
      pending={payment.isPending}
      error={payment.error}
      onCancel={onCancel}
      onSubmit={form.onSubmit(save)}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberInput
          label={t("folios.field.amount")}
          {...amountInputFormat(folio.Currency)}
          min={0}
          clampBehavior="none"
          allowNegative={false}
          decimalScale={2}
          {...form.getInputProps("Amount")}
        />
        <Select
          label={t("folios.field.method")}
          data={PAYMENT_METHODS.map((method) => ({ value: method, label: t(methodLabels[method]) }))}
          allowDeselect={false}
          {...form.getInputProps("Method")}
        />
      </SimpleGrid>
      <LimitedTextInput
        label={t("folios.field.reference")}
        limit={REFERENCE_MAX}
        {...form.getInputProps("Reference")}
      />
    </FormFrame>
  );
}

/** "Take payment": the amount due offered, how it was paid and its reference. */
export function PaymentDialog({ folio, onClose, onPaid }: PaymentDialogProps) {
  const [shown, forget] = useFadingSubject(folio);
  const t = useT();
  return (
    <Modal
      opened={folio !== undefined}
      onClose={onClose}
      title={t("folios.action.payment")}
      closeButtonProps={{ "aria-label": t("action.close") }}
      onExitTransitionEnd={forget}
    >
      {shown && (
        <PaymentForm
          folio={shown}
          onCancel={onClose}
          onPaid={() => {
            onClose();
            onPaid?.();
          }}
        />
      )}
    </Modal>
  );
}
