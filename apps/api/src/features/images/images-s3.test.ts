import { calls, type Image, Permission } from "@concierge/contract";
import { afterAll, beforeAll, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { type Api, startApi } from "../../../test/harness.js";
import { dataUrl, samples } from "../../../test/image-samples.js";
import { startS3Server } from "../../../test/s3-server.js";

let s3: Awaited<ReturnType<typeof startS3Server>>;
let api: Api;
let bucketUrl: string;

beforeAll(async () => {
  s3 = await startS3Server();
  bucketUrl = s3.publicUrl;
  api = await startApi({ env: s3.env });
});
afterAll(async () => {
  await api?.close();
  await s3?.close();
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
