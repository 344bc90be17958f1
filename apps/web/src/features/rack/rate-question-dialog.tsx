import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useFadingSubject } from "../../lib/fading-subject";
import { useT } from "../../lib/i18n";
import { NewNightsPrice } from "../bookings";

/** A move to a room of another category, waiting for the rate to keep. */
export interface RateQuestion {
  guest: string;
  room: string;
  category: string;
  /** The stay's rate a night, and the new room's, written in the currency. */
  current: string;
  offered: string;
  /** The nights a new rate would price, for the booking's plan in the new category. */
  priced: Parameters<typeof NewNightsPrice>[0];
  /** True keeps the stay's rate, false takes the new room's; undefined moves nothing. */
  answer: (keepRate: boolean | undefined) => void;
}

/** "Keep 120.00 a night, or take Suite's 150.00?": asked before the move is sent. */
export function RateQuestionDialog({ question }: { question: RateQuestion | undefined }) {
  const [shown, forget] = useFadingSubject(question);
  const t = useT();
  return (
    <Modal
      opened={question !== undefined}
      onClose={() => question?.answer(undefined)}
      onExitTransitionEnd={forget}
      title={shown && t("rack.rate.title", { guest: shown.guest, room: shown.room })}
      closeButtonProps={{ "aria-label": t("action.close") }}
    >
      {shown && (
        <Stack>
          <Text>
            {t("rack.rate.question", {
              current: shown.current,
              category: shown.category,
              price: shown.offered,
            })}
          </Text>
          <NewNightsPrice {...shown.priced} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => shown.answer(undefined)}>
              {t("action.cancel")}
            </Button>
            <Button variant="light" onClick={() => shown.answer(true)} data-autofocus>
              {t("rack.rate.keep", { current: shown.current })}
            </Button>
            <Button onClick={() => shown.answer(false)}>
              {t("rack.rate.take", { price: shown.offered })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
