import { calls } from "@concierge/contract";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconUserOff } from "@tabler/icons-react";
import { useState } from "react";
import { FormFailure } from "../../components/form-failure";
import { useCan } from "../../lib/access";
import { useT } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { type ErasedGuest, useAnonymizeGuest } from "./api";
import { typedName } from "./typed-name";

/**
 * Anonymizes the guest for good (GDPR article 17), for holders of ERASE_GUESTS: the dialog says it
 * cannot be undone and waits for the guest's last name to be typed. A refusal (a guest still
 * staying: 409 guest_has_stay) stays in the dialog, in words.
 */
export function AnonymizeGuestButton({ guest }: { guest: ErasedGuest }) {
  const t = useT();
  const can = useCan();
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState("");
  const anonymizing = useAnonymizeGuest();
  if (!can(calls.guestErasure.anonymize) || guest.AnonymizedAt !== null) return null;

  const close = () => {
    setOpened(false);
    setTyped("");
    anonymizing.reset();
  };
  const confirmed = typedName(typed, guest.LastName);
  const anonymize = () =>
    anonymizing.mutate(guest, {
      onSuccess: () => {
        close();
        notifySuccess(t("guestErasure.done"));
      },
    });

  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconUserOff size={16} />}
        onClick={() => setOpened(true)}
      >
        {t("guestErasure.anonymize")}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t("guestErasure.title")}
        closeButtonProps={{ "aria-label": t("action.close") }}
      >
        <Stack>
          <Text>{t("guestErasure.warning")}</Text>
          <Text fw={600}>{t("guestErasure.forGood")}</Text>
          <TextInput
            label={t("guestErasure.typeName", { name: guest.LastName })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <FormFailure error={anonymizing.error} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t("action.cancel")}
            </Button>
            <Button color="red" disabled={!confirmed} loading={anonymizing.isPending} onClick={anonymize}>
              {t("guestErasure.confirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
