import type { Offer, OffersQuery } from "@concierge/contract";
import { Badge, Button, Collapse, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useState } from "react";
import { LoadFailure } from "../../components/load-failure";
import { formatMoney, Money, useCurrency } from "../../components/money";
import { localeOf, useT } from "../../lib/i18n";
import { useOffers } from "./api";
import { nightWords, refusalWords, sortedOffers } from "./offer-words";

/** The offer a booking was given: its plan and its category. */
export type ChosenOffer = Pick<Offer, "RatePlanId" | "SuiteId">;

interface StayOffersProps {
  domainId: string;
  branchId: string;
  /** The stay asked about; undefined until it has both days. */
  stay: OffersQuery | undefined;
  chosen: ChosenOffer | undefined;
  onChoose: (offer: Offer) => void;
}

const keyOf = (offer: ChosenOffer) => `${offer.RatePlanId} ${offer.SuiteId}`;

/**
 * Issue 29, point 5: every category and plan the stay could be sold at, with the rooms free and
 * the total; the nights' prices on demand; a refused one greyed with its reasons in words.
 */
export function StayOffers({ domainId, branchId, stay, chosen, onChoose }: StayOffersProps) {
  const t = useT();
  const offers = useOffers(domainId, branchId, stay);
  const [open, setOpen] = useState<string>();
  if (!stay) return <Text c="dimmed">{t("bookings.offers.datesFirst")}</Text>;
  if (offers.isError) return <LoadFailure query={offers} what={t("bookings.offers.what")} />;
  if (!offers.data) return <Text c="dimmed">{t("bookings.offers.loading")}</Text>;
  const shown = sortedOffers(offers.data.Offers);
  if (shown.length === 0)
    return <Text c="dimmed">{t("bookings.offers.none", { count: stay.adults ?? 1 })}</Text>;
  return (
    <Stack gap="xs" role="list" aria-label={t("bookings.offers.title")}>
      {shown.map((offer) => (
        <OfferRow
          key={keyOf(offer)}
          offer={offer}
          chosen={chosen !== undefined && keyOf(chosen) === keyOf(offer)}
          open={open === keyOf(offer)}
          onToggle={() => setOpen(open === keyOf(offer) ? undefined : keyOf(offer))}
          onChoose={() => onChoose(offer)}
        />
      ))}
    </Stack>
  );
}

interface OfferRowProps {
  offer: Offer;
  chosen: boolean;
  open: boolean;
  onToggle: () => void;
  onChoose: () => void;
}

function OfferRow({ offer, chosen, open, onToggle, onChoose }: OfferRowProps) {
  const t = useT();
  const currency = useCurrency();
  const refused = offer.Reasons.length > 0;
  const name = `${offer.Category} · ${offer.RatePlan}`;
  const nightsId = `offer-nights-${offer.RatePlanId}-${offer.SuiteId}`;
  return (
    <Paper
      withBorder
      p="xs"
      role="listitem"
      aria-label={name}
      style={refused ? { opacity: 0.6 } : undefined}
      bd={chosen ? "2px solid var(--mantine-primary-color-filled)" : undefined}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Text fw={600}>{name}</Text>
          {refused ? (
            <Text size="sm" c="dimmed">
              {refusalWords(offer, t, localeOf())}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t("bookings.offers.free", { count: offer.Free })}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Money amount={offer.Total} />
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={open}
            aria-controls={nightsId}
            onClick={onToggle}
          >
            {t("bookings.offers.nights", { count: offer.Nights.length })}
          </Button>
          {!refused &&
            (chosen ? (
              <Badge leftSection={<IconCheck size={12} />} variant="light" tt="none">
                {t("bookings.offers.chosen")}
              </Badge>
            ) : (
              <Button
                size="compact-sm"
                aria-label={t("bookings.offers.chooseOne", {
                  offer: name,
                  total: formatMoney(offer.Total, currency),
                })}
                onClick={onChoose}
              >
                {t("bookings.offers.choose")}
              </Button>
            ))}
        </Group>
      </Group>
      <Collapse expanded={open} id={nightsId}>
        <Table mt="xs" withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            {offer.Nights.map((night) => (
              <Table.Tr key={night.Night}>
                <Table.Td>{nightWords(night.Night, localeOf())}</Table.Td>
                <Table.Td ta="end">
                  <Money amount={night.Price} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Collapse>
    </Paper>
  );
}
