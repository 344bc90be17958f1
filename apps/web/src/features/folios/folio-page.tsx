import { Anchor, Stack, Tabs } from "@mantine/core";
import { Link, useParams, useSearchParams } from "react-router";
import { LoadFailure } from "../../components/load-failure";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { linkTo } from "../../screens";
import { BranchName } from "../names";
import { useBookingFolios } from "./api";
import { FolioView } from "./folio-view";

/** The booking's bills: folio 1, made with it, and any split off it, one tab each (`?folio=2`). */
export function FolioPage() {
  const t = useT();
  const domainId = useSession().User?.DomainId ?? "";
  const bookingId = useParams().bookingId ?? "";
  const [search, setSearch] = useSearchParams();
  const folios = useBookingFolios(domainId, bookingId);
  if (folios.isPending) return <LoadingState />;
  if (folios.error)
    return <LoadFailure query={{ ...folios, error: folios.error }} what={t("folios.title")} />;
  const list = folios.data.Folios;
  const first = list[0];
  const shown = search.get("folio") ?? String(first?.Number ?? 1);
  return (
    <>
      <PageHeader
        title={t("folios.title")}
        description={
          first && (
            <>
              <BranchName domainId={domainId} branchId={first.BranchId} />
              {" · "}
              <Anchor component={Link} to={linkTo("bookings")} size="sm">
                {t("folios.backToBookings")}
              </Anchor>
            </>
          )
        }
      />
      <Tabs
        value={shown}
        onChange={(value) => value && setSearch({ folio: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {list.map((folio) => (
            <Tabs.Tab key={folio.Id} value={String(folio.Number)}>
              {folio.Payer
                ? t("folios.tabPayer", { number: folio.Number, payer: folio.Payer })
                : t("folios.tab", { number: folio.Number })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {list.map((folio) => (
          <Tabs.Panel key={folio.Id} value={String(folio.Number)}>
            <Stack>
              <FolioView folio={folio} domainId={domainId} />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
