import { Group, Pagination, Stack } from "@mantine/core";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { ExportButton } from "../../components/export-button";
import { LoadFailure } from "../../components/load-failure";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { useT } from "../../lib/i18n";
import { pageCount } from "../../lib/paging";
import { useSession } from "../../lib/session";
import { DUPLICATES_PAGE_SIZE, exportDuplicates, useDuplicates } from "./api";
import { DuplicateGroup } from "./duplicate-group";

/** The domain's likely duplicate guests, a group at a time, each merged into the profile kept. */
export function DuplicatesPage() {
  const t = useT();
  const { User } = useSession();
  const domainId = User?.DomainId ?? "";
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(search.get("page"))) || 1);
  const query = useDuplicates(domainId, page);
  const pages = pageCount(query.data?.Count ?? 0, DUPLICATES_PAGE_SIZE);

  return (
    <>
      <PageHeader
        title={t("nav.guestDuplicates")}
        description={t("guestMerges.description")}
        action={<ExportButton exportCsv={() => exportDuplicates(domainId)} />}
      />
      {query.error ? (
        <LoadFailure query={{ ...query, error: query.error }} what={t("guestMerges.what")} />
      ) : !query.data ? (
        <LoadingState />
      ) : query.data.Duplicates.length === 0 ? (
        <EmptyState title={t("guestMerges.none")} description={t("guestMerges.noneText")} />
      ) : (
        <Stack gap="md">
          {query.data.Duplicates.map((group) => (
            <DuplicateGroup
              key={`${group.Reason} ${group.Guests.map((guest) => guest.Id).join(" ")}`}
              domainId={domainId}
              group={group}
            />
          ))}
          {pages > 1 && (
            <Group justify="center">
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={(next) => setSearch(next === 1 ? {} : { page: String(next) })}
              />
            </Group>
          )}
        </Stack>
      )}
    </>
  );
}
