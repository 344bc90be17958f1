import { Button, Group, Modal, Stack } from "@mantine/core";
import { useFadingSubject } from "../../lib/fading-subject";
import { useT } from "../../lib/i18n";
import { NewNightsPrice } from "../bookings";

/** A stay stretched on the rack to a later departure, waiting to be told what its new nights cost. */
export interface DepartureQuestion {
  guest: string;
  /** The new departure day, written for people. */
  day: string;
  /** The nights added, for the booking's plan in its category. */
  priced: Parameters<typeof NewNightsPrice>[0];
  /** True saves the new departure; false leaves the stay as it was. */
  answer: (save: boolean) => void;
}

/** "Ada Obi leaves on Thu 3 Dec: the 2 new nights cost 240.00": said before the extension is sent. */
export function DepartureQuestionDialog({ question }: { question: DepartureQuestion | undefined }) {
  const [shown, forget] = useFadingSubject(question);
  const t = useT();
  return (
    <Modal
      opened={question !== undefined}
      onClose={() => question?.answer(false)}
      onExitTransitionEnd={forget}
      title={shown && t("rack.extend.title", { guest: shown.guest, day: shown.day })}
      closeButtonProps={{ "aria-label": t("action.close") }}
    >
      {shown && (
        <Stack>
          <NewNightsPrice {...shown.priced} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => shown.answer(false)}>
              {t("action.cancel")}
            </Button>
            <Button onClick={() => shown.answer(true)} data-autofocus>
              {t("rack.departure.submit")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
