import { calls, type GuestCreateBody, type GuestUpdateBody } from "@concierge/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { downloadCsv, send } from "../../lib/http";
import { type ListFilters, type ListView, listQueryOf } from "../../lib/list-view";
import { useWrite } from "../../lib/use-write";
import type { VersionedSave } from "../crossed-edits";
import { guestsKey } from "../names";

export const guestKeys = {
  all: guestsKey,
  lists: () => [...guestKeys.all, "list"] as const,
  list: (domainId: string, view: GuestListView) => [...guestKeys.lists(), domainId, view] as const,
  one: (domainId: string, guestId: string) => [...guestKeys.all, "one", domainId, guestId] as const,
};

export type GuestListView = ListView<ListFilters<typeof calls.guests.list>>;

const listInput = (domainId: string, view: GuestListView) => ({
  params: { domainId, page: view.page, pageSize: view.size },
  query: listQueryOf(view),
});

export const guestsQuery = (domainId: string, view: GuestListView) =>
  queryOptions({
    queryKey: guestKeys.list(domainId, view),
    queryFn: ({ signal }) => send(calls.guests.list, listInput(domainId, view), signal),
    enabled: domainId !== "",
    // The rows on screen stay until the next view arrives, instead of a spinner each time.
    placeholderData: keepPreviousData,
  });

export const useGuests = (domainId: string, view: GuestListView) => useQuery(guestsQuery(domainId, view));

/** Every guest of the view, all pages, as a CSV file. */
export const exportGuests = (domainId: string, view: GuestListView) =>
  downloadCsv(calls.guests.list, listInput(domainId, view));

/** One profile with its stays, newest first. */
export const guestQuery = (domainId: string, guestId: string) =>
  queryOptions({
    queryKey: guestKeys.one(domainId, guestId),
    queryFn: ({ signal }) => send(calls.guests.read, { params: { domainId, guestId } }, signal),
    enabled: domainId !== "" && guestId !== "",
  });

export const useGuest = (domainId: string, guestId: string) => useQuery(guestQuery(domainId, guestId));

export const useAddGuest = () =>
  useWrite(
    (body: GuestCreateBody, key: string) => send(calls.guests.create, { body }, undefined, key),
    guestKeys.all,
  );

/** A profile saved as the desk saw it (`ifMatch`: its Version), refused if it changed since; none: as it is. */
export const useUpdateGuest = () =>
  useWrite(
    ({ body, ifMatch }: VersionedSave<GuestUpdateBody>) => send(calls.guests.update, { body, ifMatch }),
    guestKeys.all,
  );
