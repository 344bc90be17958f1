import { type AvailabilityQuery, type BlockBody, calls, type Housekeeping } from "@concierge/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { send } from "../../lib/http";
import { useWrite } from "../../lib/use-write";

export const roomKeys = {
  all: ["rooms"] as const,
  rack: (domainId: string, branchId: string, from: string | undefined, days: number) =>
    [...roomKeys.all, "rack", domainId, branchId, from ?? "today", days] as const,
  free: (domainId: string, branchId: string, stay: AvailabilityQuery) =>
    [...roomKeys.all, "free", domainId, branchId, stay] as const,
};

/** A branch's rooms and what holds them over `days` nights from `from` (today when undefined). */
export const rackQuery = (domainId: string, branchId: string, from: string | undefined, days: number) =>
  queryOptions({
    queryKey: roomKeys.rack(domainId, branchId, from, days),
    queryFn: ({ signal }) =>
      send(calls.rooms.rack, { params: { domainId, branchId }, query: { from, days } }, signal),
    enabled: domainId !== "" && branchId !== "",
    placeholderData: keepPreviousData,
  });

export function useRack(domainId: string, branchId: string, from: string | undefined, days: number) {
  return useQuery(rackQuery(domainId, branchId, from, days));
}

/**
 * The rooms of a branch free for the whole stay (from now when it names no checkin), with their
 * category's price per night; asked only once the stay has a checkout.
 */
export const freeRoomsQuery = (domainId: string, branchId: string, stay: AvailabilityQuery) =>
  queryOptions({
    queryKey: roomKeys.free(domainId, branchId, stay),
    queryFn: ({ signal }) =>
      send(calls.rooms.availability, { params: { domainId, branchId }, query: stay }, signal),
    enabled: domainId !== "" && branchId !== "" && stay.checkout !== "",
  });

/** Which room a write is about: its branch and code. */
export type RoomAt = {
  domainId: string;
  branchId: string;
  code: string;
};

// Rooms' writes change the rack, the dashboard's dirty rooms and free rooms.
const useRoomWrite = <Input, Output>(write: (input: Input, idempotencyKey: string) => Promise<Output>) =>
  useWrite(write, roomKeys.all, { alsoKeys: [["dashboard"]] });

/** A room's state; with `ifMatch` (the room's Version as seen) refused if it changed since. */
export const useSetHousekeeping = () =>
  useRoomWrite(
    ({ room, housekeeping, ifMatch }: { room: RoomAt; housekeeping: Housekeeping; ifMatch?: number }) =>
      send(calls.rooms.housekeeping, { params: room, body: { Housekeeping: housekeeping }, ifMatch }),
  );

export const useBlockRoom = () =>
  useRoomWrite(({ room, block }: { room: RoomAt; block: BlockBody }, key) =>
    send(calls.rooms.block, { params: room, body: block }, undefined, key),
  );

export const useUnblockRoom = () =>
  useRoomWrite(({ room, blockId }: { room: RoomAt; blockId: string }) =>
    send(calls.rooms.unblock, { params: { ...room, blockId } }),
  );
