import { calls, type GuestMergeAnswer } from "@concierge/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { downloadCsv, send } from "../../lib/http";
import { useWrite } from "../../lib/use-write";

export const guestMergeKeys = {
  all: ["guest-merges"] as const,
  duplicates: (domainId: string, page: number) =>
    [...guestMergeKeys.all, "duplicates", domainId, page] as const,
  into: (domainId: string, guestId: string) => [...guestMergeKeys.all, "into", domainId, guestId] as const,
};

/** Groups of likely duplicates shown per page. */
export const DUPLICATES_PAGE_SIZE = 10;

export const duplicatesQuery = (domainId: string, page: number) =>
  queryOptions({
    queryKey: guestMergeKeys.duplicates(domainId, page),
    queryFn: ({ signal }) =>
      send(
        calls.guestMerges.duplicates,
        { params: { domainId, page, pageSize: DUPLICATES_PAGE_SIZE } },
        signal,
      ),
    enabled: domainId !== "",
    placeholderData: keepPreviousData,
  });

export const useDuplicates = (domainId: string, page: number) => useQuery(duplicatesQuery(domainId, page));

export const useMergesInto = (domainId: string, guestId: string) =>
  useQuery({
    queryKey: guestMergeKeys.into(domainId, guestId),
    queryFn: ({ signal }) => send(calls.guestMerges.list, { params: { domainId, guestId } }, signal),
    enabled: domainId !== "" && guestId !== "",
  });

// A merge changes the profiles' lists and stays wherever they show: the guests' screens read "guests".
const alsoKeys = [["guests"]];

export interface MergeInput {
  domainId: string;
  guestId: string;
  from: string[];
}

export const useMerge = () =>
  useWrite(
    ({ domainId, guestId, from }: MergeInput): Promise<GuestMergeAnswer> =>
      send(calls.guestMerges.merge, { params: { domainId, guestId }, body: { From: from } }),
    guestMergeKeys.all,
    { alsoKeys },
  );

export const useUndoMerge = () =>
  useWrite(
    ({ domainId, mergeId }: { domainId: string; mergeId: string }) =>
      send(calls.guestMerges.undo, { params: { domainId, mergeId } }),
    guestMergeKeys.all,
    { alsoKeys },
  );

/** Every group of likely duplicates as a file, a line per profile. */
export const exportDuplicates = (domainId: string) =>
  downloadCsv(calls.guestMerges.duplicates, {
    params: { domainId, page: 1, pageSize: DUPLICATES_PAGE_SIZE },
  });
