import { Text } from "@mantine/core";
import { formatMoney, useCurrency } from "../../components/money";
import { useT } from "../../lib/i18n";
import { useBooking, useOffers } from "./api";
import { repricing, totalOf } from "./new-nights";

interface NewNightsPriceProps {
  domainId: string;
  branchId: string;
  bookingId: string;
  /** The suite (category) the stay will be in. */
  suiteId: string | undefined;
  /** The nights priced anew: `from` up to `to`; a shorter stay has `to` before `from`. */
  from: string;
  to: string;
}

/**
 * Before a move or an extension is saved: what the new nights cost under the booking's plan in
 * the category it will be in, and the total it becomes (issue 29, point 6).
 */
export function NewNightsPrice({ domainId, branchId, bookingId, suiteId, from, to }: NewNightsPriceProps) {
  const t = useT();
  const currency = useCurrency();
  const booking = useBooking(domainId, bookingId);
  const { kept, asked } = repricing(booking.data?.Nights ?? [], from, to);
  const offers = useOffers(domainId, branchId, booking.data && suiteId ? asked : undefined);
  if (!booking.data || !suiteId) return null;
  const money = (amount: number) => formatMoney(amount, currency);
  if (!asked) return <Text size="sm">{t("rack.price.fewer", { total: money(kept) })}</Text>;
  if (offers.isError)
    return <Text size="sm">{t("rack.price.failed", { reason: offers.error.message })}</Text>;
  const offer = offers.data?.Offers.find(
    (one) => one.RatePlanId === booking.data.RatePlanId && one.SuiteId === suiteId,
  );
  if (!offers.data) return <Text size="sm">{t("rack.price.loading")}</Text>;
  // A plan archived since, or a category the offers leave out: nothing to say before saving.
  if (!offer) return null;
  return (
    <Text size="sm" role="status">
      {t("rack.price.newNights", {
        count: offer.Nights.length,
        price: money(offer.Total),
        total: money(totalOf(kept, offer.Total)),
      })}
    </Text>
  );
}
