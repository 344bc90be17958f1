import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { calls, type Image, Permission } from "@concierge/contract";
import S3rver from "s3rver";
import { afterAll, beforeAll, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { type Api, startApi } from "../../../test/harness.js";
import { dataUrl, samples } from "../../../test/image-samples.js";
import { freePort } from "../../../test/server-process.js";

// An S3-compatible server of its own on a loopback port: the AWS SDK talks real S3 HTTP to it.
let s3: S3rver;
let s3Dir: string;
let api: Api;
let bucketUrl: string;

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(tmpdir(), "concierge-s3-"));
  const port = await freePort();
  s3 = new S3rver({
    port,
    address: "127.0.0.1",
    directory: s3Dir,
    silent: true,
    configureBuckets: [{ name: "images" }],
  });
  await s3.run();
  // Browsers read the bucket at another name of the same server than the API writes to, so that a
  // link shows it is built from S3_PUBLIC_URL.
  bucketUrl = `http://localhost:${port}/images`;
  api = await startApi({
    env: {
      S3_BUCKET: "images",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_PUBLIC_URL: bucketUrl,
    },
  });
});
afterAll(async () => {
  await api?.close();
  await s3?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

it.each(samples)(
  "keeps a %s in the bucket, served from S3_PUBLIC_URL with its type, and deletes it there",
  async (_kind, contentType, bytes) => {
    const staff = await signedInUser(api, { permissions: [Permission.MANAGE_IMAGES] });
    const response = await api.call(
      calls.images.upload,
      { body: { name: "Lobby", image: dataUrl(contentType, bytes) } },
      staff.headers,
    );
    expect(response.statusCode).toBe(201);
    const image = response.json() as Image;
    expect(image.link).toMatch(new RegExp(`^${bucketUrl}/${staff.domainId}/[0-9a-f-]{36}\\.\\w+$`));
    const listed = await api.call(
      calls.images.list,
      { params: { domainId: staff.domainId, page: 1, pageSize: 10 } },
      staff.headers,
    );
    expect(listed.json()).toEqual({ Count: 1, images: [image] });

    const served = await fetch(image.link);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe(contentType);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    const removed = await api.call(
      calls.images.delete,
      { params: { domainId: staff.domainId, imageId: image._id } },
      staff.headers,
    );
    expect(removed.statusCode).toBe(204);
    expect((await fetch(image.link)).status).toBe(404);
  },
);
