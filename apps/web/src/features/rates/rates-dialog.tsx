import { EditDialog } from "../../components/edit-dialog";
import { useT } from "../../lib/i18n";
import { useSetRates } from "./api";
import type { RateRow } from "./rate-layout";
import { emptyRatesForm } from "./rates-body";
import { RatesForm } from "./rates-form";

/** The nights picked on one row, to set. */
export interface PickedNights {
  row: RateRow;
  From: string;
  To: string;
}

interface RatesDialogProps {
  picked: PickedNights | undefined;
  at: { domainId: string; branchId: string };
  onClose: () => void;
}

/** Sets the picked nights of one plan's suite: PUT rates, then the calendar reads them again. */
export function RatesDialog({ picked, at, onClose }: RatesDialogProps) {
  const t = useT();
  return (
    <EditDialog
      subject={picked}
      title={
        picked ? t("rates.form.title", { plan: picked.row.plan.Code, category: picked.row.category }) : ""
      }
      mutation={useSetRates()}
      notice={(answer, shown) =>
        t("rates.form.notice", {
          count: answer.Nights,
          plan: shown.row.plan.Code,
          category: shown.row.category,
        })
      }
      onClose={onClose}
    >
      {(shown, form) => (
        <RatesForm
          initialValues={emptyRatesForm(shown)}
          ratePlanId={shown.row.plan.Id}
          suiteId={shown.row.suiteId}
          {...form}
          save={(body) => form.save({ ...at, body })}
        />
      )}
    </EditDialog>
  );
}
