import { calls, GUEST_SEARCH_MAX, type GuestProfile } from "@concierge/contract";
import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import type { Column } from "../../components/data-table";
import { Badges } from "../../components/details-dialog";
import { ListToolbar } from "../../components/list-toolbar";
import { AddLink, PageHeader } from "../../components/page-header";
import { PagedTable } from "../../components/paged-table";
import { localeOf, type Translate, useT } from "../../lib/i18n";
import { useListView } from "../../lib/list-view";
import { useSession } from "../../lib/session";
import { linkTo, linkToRecord } from "../../screens";
import { guestName } from "../names";
import { exportGuests, useGuests } from "./api";
import { lastStayOf } from "./guest-words";

// On one line: a table cell may otherwise break a phone number or a day anywhere. A phone keeps
// its own order in Arabic; a day is written in the language's own.
const unbroken = (text: string, dir?: "ltr") => (
  <span dir={dir} style={{ whiteSpace: "nowrap" }}>
    {text}
  </span>
);

const columnsIn = (t: Translate): Column<GuestProfile>[] => [
  {
    header: t("guests.field.name"),
    sort: "LastName",
    cell: (guest) => (
      <Anchor component={Link} to={linkToRecord("guest", { guestId: guest.Id })} fw={500}>
        {guestName(guest)}
      </Anchor>
    ),
  },
  { header: t("bookings.field.email"), sort: "Email", cell: (guest) => guest.Email },
  { header: t("bookings.field.phone"), cell: (guest) => unbroken(guest.Phone, "ltr") },
  {
    header: t("guests.field.stays"),
    align: "right",
    cell: (guest) => guest.Stays.toLocaleString(localeOf()),
  },
  { header: t("guests.field.lastStay"), cell: (guest) => unbroken(lastStayOf(guest)) },
  { header: t("guests.field.tags"), cell: (guest) => <Badges items={guest.Tags} /> },
];

/** The guests of the signed-in user's domain: one profile across stays (CONTRACT, "Guests"). */
export function GuestsPage() {
  const t = useT();
  const domainId = useSession().User?.DomainId ?? "";
  const list = useListView(calls.guests.list);
  const guests = useGuests(domainId, list.view);

  return (
    <>
      <PageHeader
        title={t("nav.guests")}
        description={t("guests.description")}
        action={<AddLink to={linkTo("guestAdd")}>{t("add.guest")}</AddLink>}
      />
      <ListToolbar
        list={list}
        searchLabel={t("guests.search")}
        exportCsv={() => exportGuests(domainId, list.view)}
      />
      <PagedTable
        columns={columnsIn(t)}
        rows={guests.data?.Guests ?? []}
        rowKey={(guest) => guest.Id}
        total={guests.data?.Count ?? 0}
        capped={Boolean(list.view.q) && guests.data?.Count === GUEST_SEARCH_MAX}
        list={list}
        noun={t("guests.noun")}
        query={guests}
      />
    </>
  );
}
