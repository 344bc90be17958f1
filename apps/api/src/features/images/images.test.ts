import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import {
  AccessMessage,
  AuthMessage,
  calls,
  DomainMessage,
  IMAGE_MAX_BYTES,
  type Image,
  ImageMessage,
  Permission,
} from "@concierge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories.js";
import { type Api, startApi } from "../../../test/harness.js";
import { dataUrl, png, samples } from "../../../test/image-samples.js";
import { expectRefusal } from "../../../test/refusal.js";
import { tenantRequests } from "../../../test/requests.js";

let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const {
  list,
  post: upload,
  remove,
  rowsOf: imagesOf,
} = tenantRequests(() => api, { ...calls.images, create: calls.images.upload });
/** What a browser gets at an image's link. */
const fetchLink = (link: string) => api.inject({ url: new URL(link).pathname });

const manager = () => signedInUser(api, { permissions: [Permission.MANAGE_IMAGES] });

describe("uploading an image", () => {
  it.each(samples)("keeps a real %s and serves its bytes at its link", async (_kind, contentType, bytes) => {
    const staff = await manager();
    const response = await upload(staff.headers, { name: " Lobby ", image: dataUrl(contentType, bytes) });
    expect(response.statusCode).toBe(201);
    const image = response.json() as Image;
    expect(image).toEqual({
      _id: expect.any(String),
      DomainId: staff.domainId,
      imageName: "Lobby",
      link: expect.stringMatching(/^http:\/\/localhost:\d+\/images\//),
    });
    expect(await imagesOf(staff)).toEqual({ Count: 1, images: [image] });

    const served = await fetchLink(image.link);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      "content-type": contentType,
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    });
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it("takes the bytes' own kind, whatever the data URL claims", async () => {
    const staff = await manager();
    const image = (await upload(staff.headers, { name: "Pool", image: dataUrl("image/jpeg", png) })).json();
    expect((await fetchLink(image.link)).headers["content-type"]).toBe("image/png");
  });

  it.each([
    [
      "an SVG",
      dataUrl(
        "image/svg+xml",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ),
    ],
    ["HTML", dataUrl("text/html", Buffer.from("<html><script>alert(1)</script></html>"))],
    ["text claiming to be a PNG", dataUrl("image/png", Buffer.from("just some text"))],
    ["a PNG cut to its first bytes", dataUrl("image/png", png.subarray(0, 4))],
    ["no data URL at all", "https://example.com/a.png"],
    ["a data URL that is not base64", `data:image/png,${png.toString("latin1")}`],
  ])("refuses %s with 400, and stores nothing", async (_case, image) => {
    const staff = await manager();
    expectRefusal(await upload(staff.headers, { name: "Lobby", image }), 400, ImageMessage.notImage);
    expect((await imagesOf(staff)).Count).toBe(0);
  });

  it("takes an image of exactly 600 KB, and refuses one byte more with 413", async () => {
    const staff = await manager();
    const exactly = Buffer.concat([png, Buffer.alloc(IMAGE_MAX_BYTES - png.length)]);
    expect(
      (await upload(staff.headers, { name: "Lobby", image: dataUrl("image/png", exactly) })).statusCode,
    ).toBe(201);
    const over = Buffer.concat([exactly, Buffer.alloc(1)]);
    expectRefusal(
      await upload(staff.headers, { name: "Lobby", image: dataUrl("image/png", over) }),
      413,
      ImageMessage.tooLarge,
    );
    expect((await imagesOf(staff)).Count).toBe(1);
  });

  it("refuses a 3 MB image with 413 and the spec's text", async () => {
    const staff = await manager();
    const huge = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]);
    expectRefusal(
      await upload(staff.headers, { name: "Lobby", image: dataUrl("image/png", huge) }),
      413,
      ImageMessage.tooLarge,
    );
  });

  it.each([
    ["no name", { image: dataUrl("image/png", png) }, ImageMessage.name],
    ["a one-letter name", { name: "L", image: dataUrl("image/png", png) }, ImageMessage.name],
    ["no image", { name: "Lobby" }, ImageMessage.image],
    ["an empty image", { name: "Lobby", image: " " }, ImageMessage.image],
  ])("answers 400 for %s", async (_case, body, message) => {
    const staff = await manager();
    expectRefusal(await upload(staff.headers, body), 400, message);
    expect((await imagesOf(staff)).Count).toBe(0);
  });

  it("refuses a user without MANAGE_IMAGES with 403, and stores nothing", async () => {
    const clerk = await signedInUser(api, { permissions: [Permission.MANAGE_SUITES] });
    expectRefusal(
      await upload(clerk.headers, { name: "Lobby", image: dataUrl("image/png", png) }),
      403,
      AccessMessage.forbidden,
    );
    expect((await imagesOf(clerk)).Count).toBe(0);
  });

  it("puts an upload in the caller's own domain, whatever DomainId the body names", async () => {
    const staff = await manager();
    const stranger = await manager();
    const response = await upload(staff.headers, {
      name: "Lobby",
      image: dataUrl("image/png", png),
      DomainId: stranger.domainId,
    });
    expect(response.json().DomainId).toBe(staff.domainId);
    expect((await imagesOf(stranger)).Count).toBe(0);
  });

  it("puts a GLOBAL user's upload in its own domain too, which then cannot be deleted: 409 naming the image", async () => {
    const overseer = await signedInUser(api, {
      permissions: [Permission.MANAGE_IMAGES, Permission.GLOBAL, Permission.MANAGE_DOMAINS],
    });
    const stranger = await manager();
    const response = await upload(overseer.headers, {
      name: "Lobby",
      image: dataUrl("image/png", png),
      DomainId: stranger.domainId,
    });
    expect(response.json().DomainId).toBe(overseer.domainId);
    expect((await imagesOf(stranger)).Count).toBe(0);
    const deleted = await api.call(
      calls.domains.delete,
      { params: { id: overseer.domainId } },
      overseer.headers,
    );
    expectRefusal(deleted, 409, DomainMessage.holds("1 user, 1 branch and 1 image"));
  });
});

describe("listing images", () => {
  it("pages the domain's images, newest first, with the count of all", async () => {
    const staff = await manager();
    const made: Image[] = [];
    for (const name of ["First", "Second", "Third"]) {
      made.push((await upload(staff.headers, { name, image: dataUrl("image/png", png) })).json());
    }
    expect((await list(staff.headers, staff.domainId, 1, 2)).json()).toEqual({
      Count: 3,
      images: [made[2], made[1]],
    });
    expect((await list(staff.headers, staff.domainId, 2, 2)).json()).toEqual({ Count: 3, images: [made[0]] });
    expect((await list(staff.headers, staff.domainId, 3, 2)).json()).toEqual({ Count: 3, images: [] });
  });

  it("answers 400 for a page size over 100", async () => {
    const staff = await manager();
    expectRefusal(
      await list(staff.headers, staff.domainId, 1, 101),
      400,
      "pageSize must be a whole number from 1 to 100",
    );
  });
});

describe("deleting an image", () => {
  it("removes the row and the bytes: the link answers 404 and the file is gone", async () => {
    const staff = await manager();
    const image = (
      await upload(staff.headers, { name: "Lobby", image: dataUrl("image/png", png) })
    ).json() as Image;
    const file = path.join(api.config.dataDir, "images", ...new URL(image.link).pathname.split("/").slice(2));
    expect(existsSync(file)).toBe(true);

    expect((await remove(staff.headers, staff.domainId, image._id)).statusCode).toBe(204);
    expect((await imagesOf(staff)).Count).toBe(0);
    expect(existsSync(file)).toBe(false);
    expectRefusal(await fetchLink(image.link), 404, AccessMessage.notFound);
    expectRefusal(await remove(staff.headers, staff.domainId, image._id), 404, ImageMessage.notFound);
  });

  it("refuses a user without MANAGE_IMAGES with 403, and keeps the image", async () => {
    const staff = await manager();
    const image = (
      await upload(staff.headers, { name: "Lobby", image: dataUrl("image/png", png) })
    ).json() as Image;
    const clerk = await signedInUser(api, { domain: staff, permissions: [] });
    expectRefusal(await remove(clerk.headers, staff.domainId, image._id), 403, AccessMessage.forbidden);
    expect((await imagesOf(staff)).images).toEqual([image]);
    expect((await fetchLink(image.link)).statusCode).toBe(200);
  });
});

describe("a caller without a token", () => {
  it("cannot upload, list or delete images: 401 for each, and the image stays", async () => {
    const staff = await manager();
    const image = (
      await upload(staff.headers, { name: "Lobby", image: dataUrl("image/png", png) })
    ).json() as Image;
    for (const call of [
      () => upload({}, { name: "Pool", image: dataUrl("image/png", png) }),
      () => list({}, staff.domainId),
      () => remove({}, staff.domainId, image._id),
    ]) {
      expectRefusal(await call(), 401, AuthMessage.unauthenticated);
    }
    expect((await imagesOf(staff)).images).toEqual([image]);
    expect((await fetchLink(image.link)).statusCode).toBe(200);
  });
});

describe("image links", () => {
  it.each([
    ["an unknown image", () => `/images/${randomUUID()}/${randomUUID()}.png`],
    ["a name the server never makes", () => `/images/${randomUUID()}/secret.txt`],
    ["a path climbing out", () => "/images/..%2f..%2fjwt-secret/x.png"],
    ["a kind the server never keeps", () => `/images/${randomUUID()}/${randomUUID()}.svg`],
  ])("answer 404 for %s", async (_case, url) => {
    expectRefusal(await api.inject({ url: url() }), 404, AccessMessage.notFound);
  });
});
