import { Paper } from "@mantine/core";
import { useNavigate } from "react-router";
import { PageHeader } from "../../components/page-header";
import { useT } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { useSession } from "../../lib/session";
import { linkTo, linkToRecord } from "../../screens";
import { guestName } from "../names";
import { useAddGuest } from "./api";
import { blankProfile, GuestForm } from "./guest-form";

/** A guest known before any stay (a booking by phone, a travel agent's client): their profile opens once added. */
export function GuestAddPage() {
  const t = useT();
  const navigate = useNavigate();
  const domainId = useSession().User?.DomainId ?? "";
  const add = useAddGuest();
  return (
    <>
      <PageHeader title={t("add.guest")} description={t("guests.addDescription")} />
      <Paper withBorder radius="md" p="xl" maw={820}>
        <GuestForm
          initialValues={blankProfile()}
          submitLabel={t("add.guest")}
          pending={add.isPending}
          error={add.error}
          onCancel={() => navigate(linkTo("guests"))}
          onSubmit={(values) =>
            add.mutate(
              { ...values, DomainId: domainId },
              {
                onSuccess: (guest) => {
                  notifySuccess(t("guests.added", { name: guestName(guest) }));
                  navigate(linkToRecord("guest", { guestId: guest.Id }), { replace: true });
                },
              },
            )
          }
        />
      </Paper>
    </>
  );
}
