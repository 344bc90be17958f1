import { LIVE_ENTITIES } from "@concierge/contract";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { refreshFor, viewsToRefresh } from "./live-refresh";

const event = { Id: "b1", Action: "move", ActorName: "maria.hk", At: "2026-11-27T07:00:00.000Z" };

describe("a change heard on the stream", () => {
  it("reads again every view of its entity: a booking's reaches the rack, today, the lists and the folios", () => {
    for (const Entity of LIVE_ENTITIES) expect(viewsToRefresh({ Entity }).length).toBeGreaterThan(0);
    expect(viewsToRefresh({ Entity: "Booking" })).toEqual(
      expect.arrayContaining([["rooms"], ["dashboard"], ["bookings"], ["folios"], ["business-day"]]),
    );
  });

  it("marks a colleague's change stale here, and this user's own only when this tab did not just write it", async () => {
    const client = new QueryClient();
    const rack = ["rooms", "rack", "d1", "b1", "today", 14];
    client.setQueryData(rack, {});
    refreshFor(client, "omar")({ ...event, Entity: "Booking" });
    expect(client.getQueryState(rack)?.isInvalidated).toBe(true);

    client.setQueryData(rack, {});
    await client
      .getMutationCache()
      .build(client, { mutationFn: async () => null })
      .execute(undefined);
    refreshFor(client, "maria.hk")({ ...event, Entity: "Room" });
    expect(client.getQueryState(rack)?.isInvalidated).toBe(false);
    refreshFor(client, "omar")({ ...event, Entity: "Room" });
    expect(client.getQueryState(rack)?.isInvalidated).toBe(true);
  });
});
