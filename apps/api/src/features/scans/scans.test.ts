import { randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import {
  AccessMessage,
  AuthMessage,
  calls,
  DomainMessage,
  ImageMessage,
  Permission,
  pathOf,
  type Scan,
  ScanMessage,
} from "@concierge/contract";
import { and, eq, sql, TransactionRollbackError } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { frontDesk, walkIn } from "../../../test/front-desk.js";
import { type Api, type Headers, startApi } from "../../../test/harness.js";
import { dataUrl, png, samples } from "../../../test/image-samples.js";
import { expectRefusal } from "../../../test/refusal.js";
import { rowsOf } from "../../db/one.js";
import { bookings, guestIdScans } from "../../db/schema/index.js";
import { fitNights } from "../bookings/index.js";
import { createScanStore } from "./scan-store.js";
import { dueScans, sweepDomainScans } from "./sweep.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const upload = (headers: Headers | undefined, domainId: string, image: string) =>
  api.call(calls.scans.upload, { params: { domainId }, body: { image } }, headers);

/** What the console fetches at a booking's GuestIdUrl: the scan's read call, with the user's token. */
const fetchScan = (url: string, headers?: Headers) => api.inject({ url: new URL(url).pathname, headers });

async function uploaded(staff: { headers: Headers; domainId: string }, bytes = png) {
  const response = await upload(staff.headers, staff.domainId, dataUrl("image/png", bytes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Scan;
}

describe("a guest ID scan", () => {
  it.each(samples)(
    "keeps a %s and gives its bytes back, privately, to the domain's front desk",
    async (_kind, type, bytes) => {
      const staff = await frontDesk(api);
      const response = await upload(staff.headers, staff.domainId, dataUrl(type, bytes));
      expect(response.statusCode).toBe(201);
      const scan = response.json() as Scan;
      expect(scan).toEqual({
        Id: expect.any(String),
        URL: `${api.config.publicUrl}${pathOf(calls.scans.read, { domainId: staff.domainId, scanId: scan.Id })}`,
      });
      const served = await fetchScan(scan.URL, staff.headers);
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        "content-type": type,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      });
      expect(served.rawPayload.equals(bytes)).toBe(true);
    },
  );

  it("is stored apart from public images, never listed with them nor served under /images/", async () => {
    const staff = await signedInUser(api, { permissions: [Permission.MANAGE_BOOKINGS] });
    const scan = await uploaded(staff);
    const images = await api.call(
      calls.images.list,
      { params: { domainId: staff.domainId, page: 1, pageSize: 100 } },
      staff.headers,
    );
    expect(images.json()).toEqual({ Count: 0, images: [] });
    expect(existsSync(path.join(api.config.dataDir, "images", staff.domainId))).toBe(false);
    const kept = readdirSync(path.join(api.config.dataDir, "private", "scans", staff.domainId));
    expect(kept).toEqual([`${scan.Id}.png`]);
    const guessed = await api.inject({ url: `/images/${staff.domainId}/${scan.Id}.png` });
    expectRefusal(guessed, 404, AccessMessage.notFound);
  });

  it("records its upload in the audit trail, without its bytes", async () => {
    const staff = await signedInUser(api, {
      permissions: [Permission.MANAGE_BOOKINGS, Permission.VIEW_AUDIT],
    });
    const scan = await uploaded(staff);
    const trail = await api.call(
      calls.audit.list,
      { params: { domainId: staff.domainId, page: 1, pageSize: 10 }, query: { entity: "scan" } },
      staff.headers,
    );
    expect(trail.json().Entries).toEqual([
      expect.objectContaining({
        Action: "create",
        Entity: "scan",
        EntityId: scan.Id,
        Changes: { Id: [null, scan.Id], URL: [null, scan.URL] },
      }),
    ]);
  });

  it("is refused without MANAGE_BOOKINGS (403), upload and read, with nothing stored", async () => {
    const desk = await frontDesk(api);
    const scan = await uploaded(desk);
    const clerk = await signedInUser(api, {
      domain: desk,
      permissions: [Permission.MANAGE_IMAGES, Permission.MANAGE_SUITES],
    });
    expectRefusal(
      await upload(clerk.headers, desk.domainId, dataUrl("image/png", png)),
      403,
      AccessMessage.forbidden,
    );
    const read = await fetchScan(scan.URL, clerk.headers);
    expectRefusal(read, 403, AccessMessage.forbidden);
    expect(await scansOf(desk.domainId)).toHaveLength(1);
  });

  it("is refused without a token (401): the address alone shows nothing", async () => {
    const desk = await frontDesk(api);
    const scan = await uploaded(desk);
    expectRefusal(await fetchScan(scan.URL), 401, AuthMessage.unauthenticated);
    expectRefusal(
      await upload(undefined, desk.domainId, dataUrl("image/png", png)),
      401,
      AuthMessage.unauthenticated,
    );
  });

  it("of another domain is neither read nor uploaded to (404), and its bytes never leave", async () => {
    const [a, b] = [await frontDesk(api), await frontDesk(api)];
    const scan = await uploaded(a);
    const crossed = await fetchScan(scan.URL, b.headers);
    expectRefusal(crossed, 404, DomainMessage.notFound);
    expect(crossed.rawPayload.includes(png)).toBe(false);
    const asOwn = pathOf(calls.scans.read, { domainId: b.domainId, scanId: scan.Id });
    expectRefusal(await api.inject({ url: asOwn, headers: b.headers }), 404, ScanMessage.notFound);
    expectRefusal(
      await upload(b.headers, a.domainId, dataUrl("image/png", png)),
      404,
      DomainMessage.notFound,
    );
    expect(await scansOf(a.domainId)).toHaveLength(1);
    expect(await scansOf(b.domainId)).toHaveLength(0);
  });

  it.each([
    ["a text file", dataUrl("text/plain", Buffer.from("hello")), ImageMessage.notImage],
    ["an SVG", dataUrl("image/svg+xml", Buffer.from("<svg onload='alert(1)'/>")), ImageMessage.notImage],
    ["something that is no data URL", "https://example.com/id.png", ImageMessage.notImage],
    ["nothing", " ", ImageMessage.image],
  ])("refuses %s with 400 and the images' own text", async (_case, image, message) => {
    const desk = await frontDesk(api);
    expectRefusal(await upload(desk.headers, desk.domainId, image), 400, message);
    expect(await scansOf(desk.domainId)).toHaveLength(0);
  });

  it("refuses more than 600 KB with 413, even far more", async () => {
    const desk = await frontDesk(api);
    for (const extra of [600 * 1024, 3 * 1024 * 1024]) {
      const big = Buffer.concat([png, Buffer.alloc(extra)]);
      expectRefusal(
        await upload(desk.headers, desk.domainId, dataUrl("image/png", big)),
        413,
        ImageMessage.tooLarge,
      );
    }
    expect(await scansOf(desk.domainId)).toHaveLength(0);
  });
});

const scansOf = (domainId: string) =>
  api.db.select().from(guestIdScans).where(eq(guestIdScans.domainId, domainId));

describe("the retention sweep", () => {
  const store = () => createScanStore(api.config);
  /** What the night audit of one of the domain's branches runs (business-day's chores). */
  const sweep = (domainId: string, days = api.config.guestIdRetentionDays) =>
    sweepDomainScans(api.db, store(), domainId, days);
  /** Moves a booking's stay `days` back in time, as if it had been made then, its nights with it. */
  const ageBooking = (domainId: string, id: string, days: number) =>
    api.db.transaction(async (tx) => {
      await tx
        .update(bookings)
        .set({
          checkinDate: sql`${bookings.checkinDate} - make_interval(days => ${days})`,
          checkoutDate: sql`${bookings.checkoutDate} - make_interval(days => ${days})`,
          bookedDate: sql`${bookings.bookedDate} - make_interval(days => ${days})`,
          checkedOutDate: sql`${bookings.checkedOutDate} - make_interval(days => ${days})`,
        })
        .where(and(eq(bookings.domainId, domainId), eq(bookings.id, id)));
      await fitNights(tx, domainId, id);
    });
  const ageScan = (domainId: string, id: string, hours: number) =>
    api.db
      .update(guestIdScans)
      .set({ createdAt: sql`${guestIdScans.createdAt} - make_interval(hours => ${hours})` })
      .where(and(eq(guestIdScans.domainId, domainId), eq(guestIdScans.id, id)));

  async function bookedWithScan(desk: Awaited<ReturnType<typeof frontDesk>>, code: string) {
    const scan = await uploaded(desk);
    const booked = await api.call(
      calls.bookings.create,
      { body: walkIn(desk, { SuiteCode: code, GuestIdUrl: scan.URL }) },
      desk.headers,
    );
    expect(booked.statusCode, booked.body).toBe(201);
    return { scan, bookingId: booked.json().Id as string };
  }

  it("deletes a checked-out stay's scan past the retention, and keeps current ones", async () => {
    const desk = await frontDesk(api, ["A5", "A6", "A7"]);
    const old = await bookedWithScan(desk, "A5");
    const current = await bookedWithScan(desk, "A6");
    const recent = await bookedWithScan(desk, "A7");
    for (const stay of [old, recent]) {
      const params = { domainId: desk.domainId, bookingId: stay.bookingId };
      expect((await api.call(calls.bookings.checkOut, { params }, desk.headers)).statusCode).toBe(200);
    }
    await ageBooking(desk.domainId, old.bookingId, api.config.guestIdRetentionDays + 3);
    await ageBooking(desk.domainId, recent.bookingId, api.config.guestIdRetentionDays - 1);
    await ageScan(desk.domainId, current.scan.Id, 24 * 90);

    await sweep(desk.domainId);

    expect((await scansOf(desk.domainId)).map((row) => row.id).sort()).toEqual(
      [current.scan.Id, recent.scan.Id].sort(),
    );
    expectRefusal(await fetchScan(old.scan.URL, desk.headers), 404, ScanMessage.notFound);
    expect(await store().get(`${desk.domainId}/${old.scan.Id}.png`)).toBeUndefined();
    expect((await fetchScan(current.scan.URL, desk.headers)).statusCode).toBe(200);
  });

  it("deletes a cancelled booking's scan past the retention from its arrival", async () => {
    const desk = await frontDesk(api);
    const cancelled = await bookedWithScan(desk, "A5");
    const params = { domainId: desk.domainId, bookingId: cancelled.bookingId };
    expect((await api.call(calls.bookings.cancel, { params }, desk.headers)).statusCode).toBe(204);
    await sweep(desk.domainId);
    expect(await scansOf(desk.domainId)).toHaveLength(1);
    await ageBooking(desk.domainId, cancelled.bookingId, api.config.guestIdRetentionDays + 1);
    await sweep(desk.domainId);
    expect(await scansOf(desk.domainId)).toHaveLength(0);
  });

  it("deletes a scan no booking took after a day, not before", async () => {
    const desk = await frontDesk(api);
    const [stale, fresh] = [await uploaded(desk), await uploaded(desk)];
    await ageScan(desk.domainId, stale.Id, 25);
    await ageScan(desk.domainId, fresh.Id, 23);
    await sweep(desk.domainId);
    expect((await scansOf(desk.domainId)).map((row) => row.id)).toEqual([fresh.Id]);
  });

  it("sweeps once when two sweeps run at once", async () => {
    const desk = await frontDesk(api);
    const stale = await uploaded(desk);
    await ageScan(desk.domainId, stale.Id, 25);
    const swept = await Promise.all([1, 2].map(() => sweep(desk.domainId, 30)));
    expect(swept.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await scansOf(desk.domainId)).toHaveLength(0);
  });

  it("sweeps the domain's expired scans, more than a batch, and no other domain's", async () => {
    const [a, b] = [await frontDesk(api), await frontDesk(api)];
    const many = await Promise.all(Array.from({ length: 101 }, () => uploaded(a)));
    const other = await uploaded(b);
    for (const scan of many) await ageScan(a.domainId, scan.Id, 25);
    await ageScan(b.domainId, other.Id, 25);
    await sweep(a.domainId);
    expect(await scansOf(a.domainId)).toHaveLength(0);
    expect(await scansOf(b.domainId)).toHaveLength(1);
    expect(await store().get(`${a.domainId}/${many[100]?.Id}.png`)).toBeUndefined();
  });

  it("reads one domain's scans through its index, not the whole table", async () => {
    const desk = await frontDesk(api);
    await api.db
      .transaction(async (tx) => {
        // A thousand scans in each of 20 other domains, rolled back after the plan is read.
        await tx.execute(sql`insert into domains (id, name, logo)
          select gen_random_uuid(), 'Plan ' || gen_random_uuid(), '/logo.svg' from generate_series(1, 20)`);
        await tx.execute(sql`insert into guest_id_scans (domain_id, key, content_type, size, created_at)
          select id, 'x', 'image/png', 1, now() - interval '2 days'
            from domains cross join generate_series(1, 1000) where name like 'Plan %'`);
        await tx.execute(sql`analyze guest_id_scans`);
        const query = dueScans(tx, desk.domainId, api.config.guestIdRetentionDays);
        const plan = rowsOf<{ "QUERY PLAN": string }>(await tx.execute(sql`explain ${query}`))
          .map((line) => line["QUERY PLAN"])
          .join("\n");
        expect(plan).toMatch(/Index (Only )?Scan using guest_id_scans_\w+ on guest_id_scans/);
        expect(plan).not.toMatch(/Seq Scan on guest_id_scans/);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
  });

  it("keeps an edited booking's new scan as its booking's", async () => {
    const desk = await frontDesk(api);
    const { bookingId } = await bookedWithScan(desk, "A5");
    const replacement = await uploaded(desk);
    const edit = { ...walkIn(desk, { GuestIdUrl: replacement.URL }), Id: bookingId };
    expect((await api.call(calls.bookings.update, { body: edit }, desk.headers)).statusCode).toBe(200);
    await ageScan(desk.domainId, replacement.Id, 48);
    await sweep(desk.domainId);
    const kept = await scansOf(desk.domainId);
    expect(kept.find((row) => row.id === replacement.Id)?.bookingId).toBe(bookingId);
  });
});

describe("deleting the scan's domain", () => {
  it("deletes the scans no booking took with it, rows and bytes (204)", async () => {
    const admin = await signedInUser(api);
    const created = await api.call(
      calls.domains.create,
      { body: { DomainName: `Hotel ${randomUUID().slice(0, 8)}`, RCNumber: "RC-1", Logo: "/logo.svg" } },
      admin.headers,
    );
    expect(created.statusCode, created.body).toBe(201);
    const domainId = created.json().Id as string;
    const scan = await uploaded({ headers: admin.headers, domainId });

    const removed = await api.call(calls.domains.delete, { params: { id: domainId } }, admin.headers);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await scansOf(domainId)).toHaveLength(0);
    expect(await createScanStore(api.config).get(`${domainId}/${scan.Id}.png`)).toBeUndefined();
    expectRefusal(await fetchScan(scan.URL, admin.headers), 404, DomainMessage.notFound);
  });

  it("keeps them, rows and bytes, when the domain is refused (409) for what it still holds", async () => {
    const desk = await frontDesk(api);
    const scan = await uploaded(desk);
    const admin = await signedInUser(api);
    const refused = await api.call(calls.domains.delete, { params: { id: desk.domainId } }, admin.headers);
    expect(refused.statusCode).toBe(409);
    expect(await scansOf(desk.domainId)).toHaveLength(1);
    expect((await fetchScan(scan.URL, desk.headers)).rawPayload.equals(png)).toBe(true);
  });
});
