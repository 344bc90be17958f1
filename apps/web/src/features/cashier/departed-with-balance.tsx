import type { unbalancedFolio } from "@concierge/contract";
import { Anchor, Skeleton, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import type { z } from "zod";
import { DataTable } from "../../components/data-table";
import { LoadFailure } from "../../components/load-failure";
import { formatMoney } from "../../components/money";
import { ZonedDate } from "../../components/zoned-date";
import { useT } from "../../lib/i18n";
import { linkTo } from "../../screens";
import { useUnbalanced } from "./api";

type Unbalanced = z.infer<typeof unbalancedFolio>;

interface DepartedWithBalanceProps {
  domainId: string;
  branchId: string;
  timeZone: string;
}

/** The departed stays whose folios do not balance, each linked to its booking. */
export function DepartedWithBalance({ domainId, branchId, timeZone }: DepartedWithBalanceProps) {
  const t = useT();
  const unbalanced = useUnbalanced(domainId, branchId);
  const rows = unbalanced.data?.Folios;
  const bookingLink = (row: Unbalanced) =>
    linkTo("bookings", { branch: branchId, q: row.Guest, details: row.BookingId });
  return (
    <section aria-labelledby="departed-with-balance">
      <Title order={3} id="departed-with-balance" mt="xl" mb="sm">
        {t("cashier.departed.title")}
      </Title>
      {unbalanced.isError && <LoadFailure query={unbalanced} what={t("cashier.departed.title")} />}
      {!rows ? (
        unbalanced.isPending && <Skeleton h={80} radius="md" aria-label={t("cashier.departed.loading")} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t("cashier.departed.none")}</Text>
      ) : (
        <DataTable<Unbalanced>
          rows={rows}
          rowKey={(row) => row.FolioId}
          columns={[
            {
              header: t("cashier.guest"),
              cell: (row) => (
                <Anchor component={Link} to={bookingLink(row)}>
                  {row.Guest}
                </Anchor>
              ),
            },
            { header: t("cashier.room"), cell: (row) => row.SuiteCode },
            {
              header: t("cashier.departed.checkedOut"),
              cell: (row) => <ZonedDate iso={row.CheckedOutAt} timeZone={timeZone} />,
            },
            { header: t("cashier.departed.folio"), cell: (row) => row.Number, align: "right" },
            {
              header: t("cashier.departed.balance"),
              cell: (row) => (
                <span style={{ fontVariantNumeric: "tabular-nums" }}>
                  {formatMoney(row.Balance, row.Currency)}
                </span>
              ),
              align: "right",
            },
          ]}
        />
      )}
    </section>
  );
}
