import { dayIn } from "@concierge/contract";
import { Group, Radio, SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { foreignZone } from "../../components/zoned-date";
import { useT } from "../../lib/i18n";
import type { Arrival, BookingFormOutput, BookingFormValues } from "./booking-form-values";

/** The hour a reservation is expected when none is chosen: the hotel's check-in time. */
export const ARRIVAL_TIME = "14:00";
/** The hour a stay ends when a departure day is given: the hotel's checkout time. */
export const DEPARTURE_TIME = "11:00";

interface ArrivalFieldsProps {
  form: UseFormReturnType<BookingFormValues, BookingFormOutput>;
  timeZone: string;
}

/** A walk-in checked in now, or a reservation arriving on a day and at a time of the branch's clock. */
export function ArrivalFields({ form, timeZone }: ArrivalFieldsProps) {
  const t = useT();
  const later = form.values.Arrival === "later";
  const zone = foreignZone(timeZone);
  const choose = (arrival: string) => {
    form.setFieldValue("Arrival", arrival as Arrival);
    // A reservation starts from today at check-in time, a guest due now when that hour has passed.
    if (arrival === "later" && form.values.ArrivalDay === "") {
      form.setFieldValue("ArrivalDay", dayIn(new Date(), timeZone));
      form.setFieldValue("ArrivalTime", ARRIVAL_TIME);
    }
  };
  return (
    <>
      <Radio.Group label={t("bookings.field.arrival")} value={form.values.Arrival} onChange={choose}>
        <Group mt="xs">
          <Radio value="now" label={t("bookings.arrival.now")} />
          <Radio value="later" label={t("bookings.arrival.later")} />
        </Group>
      </Radio.Group>
      {later && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t("bookings.arrival.date")}
            type="date"
            description={zone ? t("bookings.arrival.dueNowInZone", { zone }) : t("bookings.arrival.dueNow")}
            {...form.getInputProps("ArrivalDay")}
          />
          <TextInput label={t("bookings.arrival.time")} type="time" {...form.getInputProps("ArrivalTime")} />
        </SimpleGrid>
      )}
    </>
  );
}
