import { type GuestProfile, guestUpdateBody } from "@concierge/contract";
import { Button, Group, Paper, Stack, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormFailure } from "../../components/form-failure";
import { checkOnLeave } from "../../lib/check-on-leave";
import { useT } from "../../lib/i18n";
import { inLanguage } from "../../lib/i18n/contract-text";
import { notifySuccess } from "../../lib/notify";
import { guestName } from "../names";
import { useUpdateGuest } from "./api";
import { GuestNotesFields, profileValues } from "./guest-form";

const resolver = schemaResolver(guestUpdateBody.pick({ Notes: true, Tags: true }), { sync: true });

/** The desk's notes and tags on a profile ("prefers a high floor", VIP), saved on their own. */
export function GuestNotesCard({ guest }: { guest: GuestProfile }) {
  const t = useT();
  const update = useUpdateGuest();
  const form = useForm({
    ...checkOnLeave,
    initialValues: { Notes: guest.Notes, Tags: guest.Tags },
    validate: inLanguage(resolver),
  });
  const save = form.onSubmit((values) =>
    update.mutate(
      { body: { ...profileValues(guest), ...values, DomainId: guest.DomainId, Id: guest.Id } },
      {
        onSuccess: (saved) => {
          form.resetDirty({ Notes: saved.Notes, Tags: saved.Tags });
          notifySuccess(t("guests.notesSaved", { name: guestName(saved) }));
        },
      },
    ),
  );
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={save} noValidate>
      <Stack>
        <Title order={3} size="h4">
          {t("guests.notes.title")}
        </Title>
        <FormFailure error={update.error} />
        <GuestNotesFields form={form} />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            {t("guests.notes.save")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
