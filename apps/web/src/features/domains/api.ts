import {
  calls,
  type Domain,
  type DomainCreateBody,
  type DomainUpdateBody,
  SELECT_PAGE_SIZE,
} from "@concierge/contract";

import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Choice } from "../../components/choice-select";
import { heldRequest, useUndoable } from "../../lib/held-calls";
import { downloadCsv, send } from "../../lib/http";
import { type ListFilters, type ListView, listQueryOf } from "../../lib/list-view";
import { useWrite } from "../../lib/use-write";

export const domainKeys = {
  all: ["domains"] as const,
  lists: () => [...domainKeys.all, "list"] as const,
  list: (view: DomainListView) => [...domainKeys.lists(), view] as const,
  choices: () => [...domainKeys.lists(), "choices"] as const,
};

export type DomainListView = ListView<ListFilters<typeof calls.domains.list>>;

const listInput = (view: DomainListView) => ({
  params: { page: view.page, size: view.size },
  query: listQueryOf(view),
});

export const domainsQuery = (view: DomainListView) =>
  queryOptions({
    queryKey: domainKeys.list(view),
    queryFn: ({ signal }) => send(calls.domains.list, listInput(view), signal),
    // The view on screen stays while the next one loads, and with it the Count the pager needs.
    placeholderData: keepPreviousData,
  });

export function useDomains(view: DomainListView) {
  return useQuery(domainsQuery(view));
}

const domainChoices = ({ Domains }: { Domains: Domain[] }): Choice[] =>
  Domains.map((domain) => ({ value: domain.Id, label: domain.DomainName }));

/** The domain select's options, by name: page 1 of 100 of the hotel companies the user reaches. */
export const domainChoicesQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: domainKeys.choices(),
    queryFn: ({ signal }) =>
      send(
        calls.domains.list,
        { params: { page: 1, size: SELECT_PAGE_SIZE }, query: { sort: "DomainName" } },
        signal,
      ),
    select: domainChoices,
    enabled,
  });

/** Every hotel company of the view, all pages, as a CSV file. */
export const exportDomains = (view: DomainListView) => downloadCsv(calls.domains.list, listInput(view));

const useDomainWrite = <Input, Output>(write: (input: Input, idempotencyKey: string) => Promise<Output>) =>
  useWrite(write, domainKeys.lists());

export const useAddDomain = () =>
  useDomainWrite((body: DomainCreateBody, key) => send(calls.domains.create, { body }, undefined, key));

export const useUpdateDomain = () =>
  useDomainWrite((body: DomainUpdateBody) => send(calls.domains.update, { body }));

export const useDeleteDomain = () =>
  useUndoable(
    (domain: Domain) => heldRequest(domain.Id, calls.domains.delete, { params: { id: domain.Id } }),
    [domainKeys.lists()],
  );
