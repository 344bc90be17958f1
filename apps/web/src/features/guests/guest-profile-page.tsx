import type { GuestProfile, GuestUpdateBody } from "@concierge/contract";
import { Alert, Anchor, Button, Grid, Group, Stack } from "@mantine/core";
import { IconGitMerge, IconPencil } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { EditDialog } from "../../components/edit-dialog";
import { LoadFailure } from "../../components/load-failure";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { linkToRecord } from "../../screens";
import { versionedEdit } from "../crossed-edits";
import { AnonymizeGuestButton, ExportGuestButton } from "../guest-erasure";
import { GuestMerges } from "../guest-merges";
import { guestName } from "../names";
import { guestQuery, useGuest, useUpdateGuest } from "./api";
import { GuestDetailsCard, GuestFigures } from "./guest-details-card";
import { GuestForm, profileValues } from "./guest-form";
import { GuestNotesCard } from "./guest-notes-card";
import { GuestStays } from "./guest-stays";

/** The profile another was merged into, by its name once read. */
function MergedNotice({ domainId, into }: { domainId: string; into: string }) {
  const t = useT();
  const target = useGuest(domainId, into);
  const name = target.data ? guestName(target.data) : t("guests.merged.another");
  return (
    <Alert color="yellow" variant="light" icon={<IconGitMerge size={18} />}>
      {t("guests.merged.text")}{" "}
      <Anchor component={Link} to={linkToRecord("guest", { guestId: into })}>
        {name}
      </Anchor>
    </Alert>
  );
}

/** CONTRACT, "Guests": one guest's profile, their notes and tags, and every stay. */
export function GuestProfilePage() {
  const t = useT();
  const domainId = useSession().User?.DomainId ?? "";
  const guestId = useParams().guestId ?? "";
  const guest = useGuest(domainId, guestId);
  const update = useUpdateGuest();
  const [editing, setEditing] = useState<GuestProfile>();
  const queryClient = useQueryClient();
  const crossed = versionedEdit<GuestProfile, GuestUpdateBody>("Guest", (edited) =>
    queryClient.fetchQuery({ ...guestQuery(edited.DomainId, edited.Id), staleTime: 0 }),
  );

  if (guest.isPending) return <LoadingState />;
  if (guest.error) return <LoadFailure query={{ ...guest, error: guest.error }} what={t("guests.profile")} />;
  const profile = guest.data;
  return (
    <>
      <PageHeader
        title={guestName(profile)}
        description={t("guests.profileDescription")}
        action={
          // A profile merged into another or anonymised is no longer edited (the server refuses it).
          <Group gap="xs">
            {!profile.MergedInto && !profile.AnonymizedAt && (
              <Button
                variant="default"
                leftSection={<IconPencil size={16} />}
                onClick={() => setEditing(profile)}
              >
                {t("guests.editDetails")}
              </Button>
            )}
            <ExportGuestButton guest={profile} />
            <AnonymizeGuestButton guest={profile} />
          </Group>
        }
      />
      <Stack>
        {profile.MergedInto && <MergedNotice domainId={domainId} into={profile.MergedInto} />}
        <GuestFigures guest={profile} />
        <Grid>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <GuestDetailsCard guest={profile} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <GuestNotesCard key={`${profile.Id} ${profile.Notes} ${profile.Tags.join()}`} guest={profile} />
          </Grid.Col>
        </Grid>
        <GuestStays domainId={domainId} bookings={profile.Bookings} />
        <GuestMerges domainId={domainId} guestId={profile.Id} guestName={guestName(profile)} />
      </Stack>
      <EditDialog
        subject={editing}
        title={t("guests.editDetails")}
        size="lg"
        mutation={update}
        notice={(saved) => t("guests.updated", { name: guestName(saved) })}
        crossed={crossed}
        onClose={() => setEditing(undefined)}
      >
        {(shown, form) => (
          <GuestForm
            initialValues={profileValues(shown)}
            submitLabel={t("action.update")}
            pending={form.pending}
            error={form.error}
            onCancel={form.onCancel}
            onSubmit={(values) =>
              form.save({
                body: { ...values, DomainId: shown.DomainId, Id: shown.Id },
                ifMatch: shown.Version,
              })
            }
          />
        )}
      </EditDialog>
    </>
  );
}
