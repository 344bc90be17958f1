import type { Folio } from "@concierge/contract";
import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { formatMoney } from "../../components/money";
import { useT } from "../../lib/i18n";

/** What the guest owes, in large type: a positive balance is due, a negative one is their credit. */
export function FolioDue({ folio }: { folio: Folio }) {
  const t = useT();
  const label =
    folio.Balance > 0 ? "folios.due.due" : folio.Balance < 0 ? "folios.due.credit" : "folios.due.balanced";
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t(label)}
          </Text>
          <Text
            fz={36}
            fw={700}
            c={folio.Balance > 0 ? "red" : folio.Balance < 0 ? "teal" : undefined}
            style={{ fontVariantNumeric: "tabular-nums" }}
            data-testid="folio-due"
          >
            {formatMoney(Math.abs(folio.Balance), folio.Currency)}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Badge color={folio.Status === "open" ? "teal" : "gray"}>
            {t(folio.Status === "open" ? "folios.status.open" : "folios.status.closed")}
          </Badge>
          {folio.Payer && (
            <Text size="sm" c="dimmed">
              {t("folios.payerNamed", { payer: folio.Payer })}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
