import type { AddressInfo } from "node:net";
import {
  AuthRefusal,
  type Booking,
  BranchMessage,
  calls,
  DomainMessage,
  LIVE_RESYNC_EVENT,
  LiveRefusal,
  requestOf,
} from "@concierge/contract";
import { and, eq, sql } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBranch, signedInUser } from "../../../test/factories.js";
import { frontDesk, walkIn } from "../../../test/front-desk.js";
import { guestDesk } from "../../../test/guest-desk.js";
import { type Api, bearer, startApi } from "../../../test/harness.js";
import { openStream } from "../../../test/live-streams.js";
import { expectRefusal } from "../../../test/refusal.js";
import { branchEvents } from "../../db/schema/index.js";
import { purgeEvents } from "./events.js";

let api: Api;
let base: string;

beforeAll(async () => {
  api = await startApi();
  await api.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
});
afterAll(() => api?.close());

type Desk = Awaited<ReturnType<typeof frontDesk>>;

const checkIn = async (staff: Desk, room = "A5") => {
  const response = await api.call(
    calls.bookings.create,
    { body: walkIn(staff, { SuiteCode: room }) },
    staff.headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Booking;
};

const markRoom = async (staff: Desk, code: string, Housekeeping: string) => {
  const response = await api.call(
    calls.rooms.housekeeping,
    { params: { domainId: staff.domainId, branchId: staff.branchId, code }, body: { Housekeeping } },
    staff.headers,
  );
  expect(response.statusCode, response.body).toBe(200);
};

const listen = (staff: Desk, lastEventId?: string, at: { branchId?: string } = {}) =>
  openStream(
    base,
    { domainId: staff.domainId, branchId: at.branchId ?? staff.branchId },
    staff.token,
    lastEventId,
  );

describe("a branch's live stream", () => {
  it("sends a walk-in's check-in to an open stream as a Booking event, with who did it", async () => {
    const staff = await frontDesk(api);
    const stream = await listen(staff);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.response.headers.get("cache-control")).toBe("no-cache");
    expect(stream.response.headers.get("x-accel-buffering")).toBe("no");
    expect(stream.response.headers.get("x-content-type-options")).toBe("nosniff");
    await stream.opened();

    const booking = await checkIn(staff);
    const heard = await stream.next();
    stream.close();
    expect(heard).toEqual({
      id: expect.stringMatching(/^\d+$/),
      event: "Booking",
      data: {
        Entity: "Booking",
        Id: booking.Id,
        Action: "create",
        ActorName: staff.username,
        At: expect.any(String),
      },
    });
    expect(Date.parse(heard.data.At ?? "")).toBeGreaterThan(Date.now() - 60_000);
  });

  it("replays exactly what came after Last-Event-ID, in order, then goes on live", async () => {
    const staff = await frontDesk(api, ["A5", "A6"]);
    const first = await listen(staff);
    await first.opened();
    await markRoom(staff, "A5", "dirty");
    const seen = await first.next();
    first.close();
    await markRoom(staff, "A6", "dirty");
    await markRoom(staff, "A5", "clean");
    await markRoom(staff, "A6", "inspected");

    const again = await listen(staff, seen.id);
    const replayed = await again.take(3);
    expect(replayed.map((event) => [event.data.Id, event.data.Action])).toEqual([
      ["A6", "update"],
      ["A5", "update"],
      ["A6", "update"],
    ]);
    expect(replayed.map((event) => Number(event.id))).toEqual([1, 2, 3].map((n) => Number(seen.id) + n));
    await markRoom(staff, "A5", "dirty");
    expect((await again.next()).id).toBe(String(Number(seen.id) + 4));
    again.close();

    const viaQuery = requestOf(calls.live.events, {
      params: { domainId: staff.domainId, branchId: staff.branchId },
      query: { lastEventId: String(Number(seen.id) + 3) },
    } as never);
    const response = await fetch(`${base}${viaQuery.url}`, { headers: bearer(staff.token) });
    const text = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    let read = "";
    while (!read.includes("event: Room")) read += (await text?.read())?.value ?? "";
    await text?.cancel();
    expect(read).toContain(`id: ${Number(seen.id) + 4}\nevent: Room\n`);
  });

  it("sends nothing of another branch, and a guest's edit to every branch of the domain", async () => {
    const staff = await guestDesk(api);
    const other = await createBranch(api.db, staff);
    const here = await listen(staff);
    const there = await listen(staff, undefined, { branchId: other.id });
    await Promise.all([here.opened(), there.opened()]);

    await checkIn(staff);
    const guest = await api.call(
      calls.guests.create,
      { body: { DomainId: staff.domainId, Title: "Mr", FirstName: "Chidi", LastName: "Eze" } },
      staff.headers,
    );
    expect(guest.statusCode, guest.body).toBe(201);
    const { Id } = guest.json() as { Id: string };

    expect((await here.take(2)).map((event) => event.event)).toEqual(["Booking", "Guest"]);
    const heardThere = await there.next();
    here.close();
    there.close();
    expect(heardThere).toMatchObject({ id: "1", event: "Guest", data: { Id, Action: "create" } });
  });

  it("says Resync when the replay asked for reaches before what is kept, and goes on from the oldest kept", async () => {
    const staff = await frontDesk(api, ["A5", "A6"]);
    await markRoom(staff, "A5", "dirty");
    await markRoom(staff, "A6", "dirty");
    await markRoom(staff, "A5", "clean");
    // The first two are three days old: the purge takes them, and keeps the third.
    await api.db
      .update(branchEvents)
      .set({ at: sql`now() - interval '3 days'` })
      .where(and(eq(branchEvents.domainId, staff.domainId), sql`${branchEvents.id} <= 2`));
    expect(await purgeEvents(api.db, staff.domainId)).toBe(2);

    const stream = await listen(staff, "1");
    const [resync, kept] = await stream.take(2);
    stream.close();
    expect(resync).toEqual({ id: "2", event: LIVE_RESYNC_EVENT, data: {} });
    expect(kept).toMatchObject({ id: "3", event: "Room", data: { Id: "A5" } });

    const current = await listen(staff, "2");
    await markRoom(staff, "A6", "clean");
    expect((await current.next()).id).toBe("3");
    current.close();
  });
});

describe("who may listen", () => {
  it("refuses without a bearer (401), another domain's branch (404), and a Last-Event-ID that is no number (400)", async () => {
    const staff = await frontDesk(api);
    const stranger = await frontDesk(api);
    const at = { domainId: staff.domainId, branchId: staff.branchId };
    expectRefusal(
      await api.call(calls.live.events, { params: at }),
      401,
      AuthRefusal.unauthenticated.message,
    );
    expectRefusal(
      await api.call(calls.live.events, { params: at }, stranger.headers),
      404,
      DomainMessage.notFound,
    );
    expectRefusal(
      await api.call(
        calls.live.events,
        { params: { domainId: stranger.domainId, branchId: staff.branchId } },
        stranger.headers,
      ),
      404,
      BranchMessage.notFound,
    );
    for (const bad of ["-1", "1.5", "ten", "99999999999999999999"]) {
      expectRefusal(
        await api.call(calls.live.events, { params: at }, { ...staff.headers, "last-event-id": bad }),
        400,
        LiveRefusal.badEventId.message,
      );
      expectRefusal(
        await api.call(calls.live.events, { params: at, query: { lastEventId: bad } }, staff.headers),
        400,
        LiveRefusal.badEventId.message,
      );
    }
  });

  it("lets any user of the domain listen, whatever their permissions", async () => {
    const staff = await frontDesk(api);
    const housekeeper = await signedInUser(api, { domain: staff, permissions: [] });
    const stream = await openStream(base, staff, housekeeper.token);
    expect(stream.response.status).toBe(200);
    await stream.opened();
    stream.close();
  });
});

describe("the end of a stream", () => {
  it("comes when its access token expires: the client reconnects with a fresh one", async () => {
    const staff = await frontDesk(api);
    const claims = JSON.parse(Buffer.from(staff.token.split(".")[1] ?? "", "base64url").toString());
    const shortLived = await new SignJWT({ dom: claims.dom, sid: claims.sid })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.sub)
      .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
      .sign(new TextEncoder().encode(api.config.jwtSecret));
    const stream = await openStream(base, staff, shortLived);
    expect(stream.response.status).toBe(200);
    expect(await stream.untilEnded()).toEqual([]);
  });

  it("comes when the server closes, which waits for no stream", async () => {
    const other = await startApi();
    await other.app.listen({ port: 0, host: "127.0.0.1" });
    const staff = await frontDesk(other);
    const address = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
    const stream = await openStream(address, staff, staff.token);
    await stream.opened();
    await other.close();
    expect(await stream.untilEnded()).toEqual([]);
  });
});

describe("the process's streams", () => {
  it("count in the metrics while open, and each event sent", async () => {
    const staff = await frontDesk(api);
    const open = async () => (await api.app.metrics.streamsOpen.get()).values[0]?.value ?? 0;
    const delivered = async () => (await api.app.metrics.eventsDelivered.get()).values[0]?.value ?? 0;
    const [openBefore, deliveredBefore] = [await open(), await delivered()];
    const streams = [await listen(staff), await listen(staff)];
    await Promise.all(streams.map((stream) => stream.opened()));
    expect(await open()).toBe(openBefore + 2);
    await markRoom(staff, "A5", "dirty");
    await Promise.all(streams.map((stream) => stream.next()));
    expect(await delivered()).toBe(deliveredBefore + 2);
    for (const stream of streams) stream.close();
    await expect.poll(open).toBe(openBefore);
  });
});
