import { openFolioBody, PAYER_MAX } from "@concierge/contract";
import { Modal, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormFrame } from "../../components/form-frame";
import { LimitedTextInput } from "../../components/limited-input";
import { checkOnLeave } from "../../lib/check-on-leave";
import { useFadingSubject } from "../../lib/fading-subject";
import { useT } from "../../lib/i18n";
import { inLanguage } from "../../lib/i18n/contract-text";
import { notifySuccess } from "../../lib/notify";
import { type FolioRef, useSplit } from "./api";

export interface SplitSubject {
  folio: FolioRef;
  bookingId: string;
  entryIds: string[];
}

const payerError = inLanguage(({ Payer }: { Payer: string }) => {
  const checked = openFolioBody.shape.Payer.safeParse(Payer);
  return checked.success ? {} : { Payer: checked.error.issues[0]?.message ?? "" };
});

function SplitForm({
  subject,
  onClose,
  onSplit,
}: {
  subject: SplitSubject;
  onClose: () => void;
  onSplit: () => void;
}) {
  const t = useT();
  const split = useSplit();
  const form = useForm({ ...checkOnLeave, initialValues: { Payer: "" }, validate: payerError });
  const save = ({ Payer }: { Payer: string }) =>
    split.mutate(
      { ...subject, payer: Payer },
      {
        onSuccess: () => {
          notifySuccess(t("folios.split.notice", { count: subject.entryIds.length, payer: Payer }));
          onSplit();
          onClose();
        },
      },
    );
  return (
    <FormFrame
      submitLabel={t("folios.split.submit")}
      pending={split.isPending}
      error={split.error}
      onCancel={onClose}
      onSubmit={form.onSubmit(save)}
    >
      <Text size="sm">{t("folios.split.text", { count: subject.entryIds.length })}</Text>
      <LimitedTextInput
        label={t("folios.field.payer")}
        limit={PAYER_MAX}
        required
        {...form.getInputProps("Payer")}
      />
    </FormFrame>
  );
}

/** "Split": the lines chosen leave for a new folio of the booking, billed to another payer. */
export function SplitDialog({
  subject,
  onClose,
  onSplit,
}: {
  subject: SplitSubject | undefined;
  onClose: () => void;
  onSplit: () => void;
}) {
  const [shown, forget] = useFadingSubject(subject);
  const t = useT();
  return (
    <Modal
      opened={subject !== undefined}
      onClose={onClose}
      title={t("folios.action.split")}
      closeButtonProps={{ "aria-label": t("action.close") }}
      onExitTransitionEnd={forget}
    >
      {shown && <SplitForm subject={shown} onClose={onClose} onSplit={onSplit} />}
    </Modal>
  );
}
