import { dayIn, fromMinorUnits, stayNights, toMinorUnits } from "@concierge/contract";
import { Button, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { IconPrinter } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { LoadFailure } from "../../components/load-failure";
import { LoadingState } from "../../components/loading-state";
import { formatMoney, useCurrency } from "../../components/money";
import { formatDay, formatInZone } from "../../components/zoned-date";
import { useT } from "../../lib/i18n";
import { DomainName } from "../domains";
import { branchChoicesQuery } from "../names";
import { rackQuery } from "../rooms";
import { type BookingRow, bookingQuery } from "./api";
import styles from "./registration-card.module.css";

type Fact = [label: string, value: ReactNode];

function Facts({ title, facts }: { title: string; facts: Fact[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="xs">
        {title}
      </Title>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: "contents" }}>
            <dt>{label}</dt>
            <dd>{value || "—"}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The card's content: the hotel, the guest, their ID, the stay, and the lines the guest signs. */
function CardSheet({ subject }: { subject: BookingRow }) {
  const t = useT();
  const currency = useCurrency();
  const booking = useQuery(bookingQuery(subject.DomainId, subject.Id));
  const branchId = booking.data?.BranchId ?? "";
  const branch = useQuery({
    ...branchChoicesQuery(subject.DomainId),
    select: ({ Branches }) => Branches.find((candidate) => candidate.Id === branchId),
  });
  const rack = useQuery(rackQuery(branchId ? subject.DomainId : "", branchId, undefined, 1));
  const printed = useRef(false);
  const ready = booking.data !== undefined && !branch.isPending && !rack.isPending;
  useEffect(() => {
    if (!ready || printed.current) return;
    printed.current = true;
    // Once the card is drawn: the browser's print dialog then shows it whole.
    requestAnimationFrame(() => window.print());
  }, [ready]);

  if (booking.isError) return <LoadFailure query={booking} />;
  if (!booking.data || !ready) return <LoadingState />;
  const stay = booking.data;
  const zone = branch.data?.TimeZone ?? "UTC";
  const nights = stayNights(stay.CheckinDate, stay.CheckoutDate, zone);
  const code = stay.SuiteCode.toLowerCase();
  const category = rack.data?.Rooms.find((room) => room.Code.toLowerCase() === code)?.Category;
  const place = branch.data;
  const address = place ? [place.Address, place.State, place.Country].filter(Boolean).join(", ") : "";
  const reach = place ? [place.Phone, place.Email].filter(Boolean).join(" · ") : "";
  return (
    <Stack className={styles.sheet} gap="lg">
      <header>
        <Title order={2} size="h3">
          <DomainName domainId={stay.DomainId} />
        </Title>
        {place && <Text fw={600}>{place.Name}</Text>}
        {address && <Text size="sm">{address}</Text>}
        {reach && <Text size="sm">{reach}</Text>}
      </header>
      <Facts
        title={t("bookings.card.guest")}
        facts={[
          [t("bookings.field.title"), stay.Title],
          [t("bookings.field.firstName"), stay.FirstName],
          [t("bookings.field.lastName"), stay.LastName],
          [t("bookings.field.otherName"), stay.OtherName],
          [t("bookings.field.phone"), stay.Phone],
          [t("bookings.field.email"), stay.Email],
          [t("bookings.field.additionalGuests"), stay.AdditionalGuests.join(", ")],
        ]}
      />
      <Facts
        title={t("bookings.card.identity")}
        facts={[
          [t("bookings.field.idType"), stay.GuestIdType],
          [t("bookings.field.guestId"), stay.GuestId],
        ]}
      />
      <Facts
        title={t("bookings.card.stay")}
        facts={[
          [t("bookings.card.room"), category ? `${stay.SuiteCode} · ${category}` : stay.SuiteCode],
          [t("bookings.field.arrival"), formatInZone(stay.CheckinDate, zone)],
          [t("bookings.field.departure"), formatInZone(stay.CheckoutDate, zone)],
          [t("bookings.card.nights"), String(nights)],
          [t("bookings.field.rate"), formatMoney(stay.Rate, currency)],
          [t("bookings.card.total"), formatMoney(fromMinorUnits(toMinorUnits(stay.Rate) * nights), currency)],
          [t("bookings.card.reference"), stay.Id],
        ]}
      />
      <Text>{t("bookings.card.declaration")}</Text>
      <div className={styles.signatures}>
        <div>
          <div className={styles.line} />
          <Text size="sm">{t("bookings.card.signature")}</Text>
        </div>
        <div>
          <div className={styles.line}>{formatDay(dayIn(new Date(), zone))}</div>
          <Text size="sm">{t("bookings.card.date")}</Text>
        </div>
      </div>
    </Stack>
  );
}

/**
 * The guest's registration card to print and sign at check-in, in the console's language: a
 * full-screen view that opens the browser's print dialog; on paper, the card alone.
 */
export function RegistrationCard({ subject, onClose }: { subject: BookingRow; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      opened
      fullScreen
      onClose={onClose}
      // The card's heading on paper too.
      title={
        <Text component="span" fw={700} size="xl">
          {t("bookings.card.title")}
        </Text>
      }
      transitionProps={{ duration: 0 }}
      closeButtonProps={{ "aria-label": t("action.close") }}
      classNames={{
        inner: styles.inner,
        content: styles.content,
        overlay: styles.overlay,
        close: styles.close,
      }}
    >
      <Group justify="flex-end" className={styles.actions} mb="md">
        <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()} data-autofocus>
          {t("bookings.card.print")}
        </Button>
      </Group>
      <CardSheet subject={subject} />
    </Modal>
  );
}
