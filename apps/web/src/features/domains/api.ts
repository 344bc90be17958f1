import {
  calls,
  type Domain,
  type DomainCreateBody,
  type DomainUpdateBody,
  PAGE_SIZE,
} from "@concierge/contract";

import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { heldRequest, useUndoable } from "../../lib/held-calls";
import { send } from "../../lib/http";
import { useWrite } from "../../lib/use-write";

export const domainKeys = {
  all: ["domains"] as const,
  lists: () => [...domainKeys.all, "list"] as const,
  list: (page: number) => [...domainKeys.lists(), page] as const,
};

export const domainsQuery = (page: number) =>
  queryOptions({
    queryKey: domainKeys.list(page),
    queryFn: ({ signal }) => send(calls.domains.list, { params: { page, size: PAGE_SIZE } }, signal),
    // The page on screen stays while the next one loads, and with it the Count the pager needs.
    placeholderData: keepPreviousData,
  });

export function useDomains(page: number) {
  return useQuery(domainsQuery(page));
}

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
