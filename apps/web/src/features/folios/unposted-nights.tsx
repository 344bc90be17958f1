import { type Folio, ROOM_ITEM } from "@concierge/contract";
import { Alert, Button, Group, Text } from "@mantine/core";
import { IconMoon } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { FormFailure } from "../../components/form-failure";
import { formatMoney } from "../../components/money";
import { useT } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { useCharge } from "./api";

/** The stay's nights not yet charged, and "Charge nights": each posted at its own price. */
export function UnpostedNights({
  folio,
  domainId,
  canCharge,
}: {
  folio: Folio;
  domainId: string;
  canCharge: boolean;
}) {
  const t = useT();
  const charge = useCharge();
  // One posting per night, in order: a refusal stops there, and what was posted stays posted.
  const chargeAll = useMutation({
    mutationFn: async (nights: readonly string[]) => {
      for (const night of nights) {
        const body = { Item: ROOM_ITEM, ServiceDate: night };
        await charge.mutateAsync({ folio: { Id: folio.Id, DomainId: domainId }, body });
      }
      return nights.length;
    },
    onSuccess: (count) => notifySuccess(t("folios.nights.notice", { count })),
  });
  if (folio.Unposted.length === 0) return null;
  const total = folio.Unposted.reduce((sum, night) => sum + Math.round(night.Price * 100), 0) / 100;
  return (
    <Alert color="blue" variant="light" icon={<IconMoon size={18} />} title={t("folios.nights.title")}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {t("folios.nights.text", {
            count: folio.Unposted.length,
            nights: folio.Unposted.map(({ Night }) => Night).join(", "),
            amount: formatMoney(total, folio.Currency),
          })}
        </Text>
        {canCharge && folio.Status === "open" && (
          <Button
            size="compact-sm"
            loading={chargeAll.isPending}
            onClick={() => chargeAll.mutate(folio.Unposted.map(({ Night }) => Night))}
          >
            {t("folios.action.chargeNights")}
          </Button>
        )}
      </Group>
      <FormFailure error={chargeAll.error} />
    </Alert>
  );
}
