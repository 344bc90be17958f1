import { calls, DomainMessage, Permission, type Scan, ScanMessage } from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { frontDesk, walkIn } from "../../../test/front-desk.js";
import { type Api, type Headers, startApi } from "../../../test/harness.js";
import { dataUrl, png } from "../../../test/image-samples.js";
import { expectRefusal } from "../../../test/refusal.js";
import { startS3Server } from "../../../test/s3-server.js";
import { sweepDomainScans } from "./sweep.js";

describe.each([
  ["in the images' bucket, under private/", undefined],
  ["in a bucket of its own (S3_PRIVATE_BUCKET)", "scans"],
])("a guest ID scan with S3, %s", (_case, privateBucket) => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let api: Api;

  beforeAll(async () => {
    s3 = await startS3Server("images", "scans");
    api = await startApi({ env: { ...s3.env, S3_PRIVATE_BUCKET: privateBucket } });
  });
  afterAll(async () => {
    await api?.close();
    await s3?.close();
  });

  async function uploaded(staff: { headers: Headers; domainId: string }) {
    const response = await api.call(
      calls.scans.upload,
      { params: { domainId: staff.domainId }, body: { image: dataUrl("image/png", png) } },
      staff.headers,
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Scan;
  }

  const fetchScan = (scan: Scan, headers?: Headers) =>
    api.inject({ url: new URL(scan.URL).pathname, headers });

  /** The object as the scans' bucket holds it, read at the bucket's own address. */
  const inBucket = (domainId: string, scan: Scan) =>
    fetch(`${s3.env.S3_ENDPOINT}/${api.config.s3?.privateBucket}/private/scans/${domainId}/${scan.Id}.png`);

  it("keeps a scan under the bucket's private/scans/, read back only through the signed-in call", async () => {
    const desk = await frontDesk(api);
    const scan = await uploaded(desk);
    expect(scan.URL.startsWith(`${api.config.publicUrl}/api/`)).toBe(true);
    expect(scan.URL).not.toContain(s3.publicUrl);

    const stored = await inBucket(desk.domainId, scan);
    expect(stored.status).toBe(200);
    expect(stored.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await stored.arrayBuffer()).equals(png)).toBe(true);
    // At the images' public address: a bucket of their own is never there; in the images' bucket
    // the scan is, to whoever knows its key, unless the policy keeps `private/` closed (s3rver keeps
    // no policy; decision 0015).
    const atPublic = await fetch(`${s3.publicUrl}/private/scans/${desk.domainId}/${scan.Id}.png`);
    expect(atPublic.status).toBe(privateBucket ? 404 : 200);

    const served = await fetchScan(scan, desk.headers);
    expect(served.statusCode).toBe(200);
    expect(served.headers["cache-control"]).toBe("private, no-store");
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await fetchScan(scan)).statusCode).toBe(401);

    // Where an image of that name would be: the bucket's public address and the API's image route.
    expect((await fetch(`${s3.publicUrl}/${desk.domainId}/${scan.Id}.png`)).status).toBe(404);
    const route = await api.inject({ url: `/images/${desk.domainId}/${scan.Id}.png` });
    expect(route.statusCode).toBe(404);
    const listed = await api.call(
      calls.images.list,
      { params: { domainId: desk.domainId, page: 1, pageSize: 10 } },
      desk.headers,
    );
    expect(listed.json()).toEqual({ Count: 0, images: [] });
  });

  // Its own domain's sweep alone, with no retention, of a checked-out stay: a sweep of other tests
  // sharing the PostgreSQL database (30 days, with the file store) never takes it first.
  it("is deleted from the bucket by the sweep once past its retention", async () => {
    const desk = await frontDesk(api);
    const scan = await uploaded(desk);
    const booked = await api.call(
      calls.bookings.create,
      { body: walkIn(desk, { GuestIdUrl: scan.URL }) },
      desk.headers,
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const params = { domainId: desk.domainId, bookingId: booked.json().Id };
    expect((await api.call(calls.bookings.checkOut, { params }, desk.headers)).statusCode).toBe(200);
    expect(await sweepDomainScans(api.db, api.app.scans, desk.domainId, 0)).toBe(1);
    expect((await inBucket(desk.domainId, scan)).status).toBe(404);
    expectRefusal(await fetchScan(scan, desk.headers), 404, ScanMessage.notFound);
  });

  it("is deleted from the bucket with its domain", async () => {
    const admin = await signedInUser(api, {
      permissions: [Permission.GLOBAL, Permission.MANAGE_DOMAINS, Permission.MANAGE_BOOKINGS],
    });
    const created = await api.call(
      calls.domains.create,
      {
        body: { DomainName: `Hotel ${crypto.randomUUID().slice(0, 8)}`, RCNumber: "RC-1", Logo: "/logo.svg" },
      },
      admin.headers,
    );
    const domainId = created.json().Id as string;
    const scan = await uploaded({ headers: admin.headers, domainId });
    expect((await inBucket(domainId, scan)).status).toBe(200);
    const removed = await api.call(calls.domains.delete, { params: { id: domainId } }, admin.headers);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await inBucket(domainId, scan)).status).toBe(404);
    expectRefusal(await fetchScan(scan, admin.headers), 404, DomainMessage.notFound);
  });
});
