import type { GuestProfile } from "@concierge/contract";
import { DataList, Paper, SimpleGrid, Text, Title } from "@mantine/core";
import { localeOf, useT } from "../../lib/i18n";
import { lastStayOf } from "./guest-words";

/** Who the guest is: the fields a booking fills from the profile, and their nationality. */
export function GuestDetailsCard({ guest }: { guest: GuestProfile }) {
  const t = useT();
  const id = [guest.GuestId, guest.GuestIdType && `(${guest.GuestIdType})`].filter(Boolean).join(" ");
  const rows: [string, string][] = [
    [t("bookings.field.title"), guest.Title],
    [t("bookings.field.firstName"), guest.FirstName],
    [t("bookings.field.lastName"), guest.LastName],
    [t("bookings.field.otherName"), guest.OtherName],
    [t("bookings.field.email"), guest.Email],
    [t("bookings.field.phone"), guest.Phone],
    [t("bookings.field.guestId"), id],
    [t("guests.field.nationality"), guest.Nationality],
  ];
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h4" mb="sm">
        {t("guests.details.title")}
      </Title>
      <DataList labelWidth={130} withDivider>
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            {/* Isolated: a phone number or an address keeps its own order in Arabic. */}
            <DataList.ItemValue style={{ overflowWrap: "anywhere" }}>
              <bdi>{value || "—"}</bdi>
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </Paper>
  );
}

/** The figures of a profile: its stays, their nights and the last departure. */
export function GuestFigures({ guest }: { guest: GuestProfile }) {
  const t = useT();
  const figures: [string, string][] = [
    [t("guests.field.stays"), guest.Stays.toLocaleString(localeOf())],
    [t("guests.field.nights"), guest.Nights.toLocaleString(localeOf())],
    [t("guests.field.lastStay"), lastStayOf(guest)],
  ];
  return (
    <SimpleGrid cols={3} spacing="sm">
      {figures.map(([label, value]) => (
        <Paper key={label} withBorder radius="md" p="sm" role="group" aria-label={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={600} size="lg">
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
