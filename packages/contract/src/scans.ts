import { z } from "zod";
import { declareCalls, TENANT_REFUSALS } from "./call.js";
import { missing } from "./errors.js";
import { ImageMessage } from "./images.js";
import { domainRowParams } from "./paging.js";
import { Permission } from "./permissions.js";

/** Guest ID scans: private images of a domain's bookings, never in the images list nor public. */
export const ScanMessage = {
  notFound: "scan not found",
} as const;

export const ScanRefusal = { notFound: missing(ScanMessage.notFound) };

/** The picked file as a data URL (`data:image/jpeg;base64,…`), as an image upload carries it. */
export const scanUploadBody = z.object({
  image: z.string({ error: ImageMessage.image }).trim().min(1, ImageMessage.image),
});

/** An uploaded scan: `URL` is its read call's address, what a booking's `GuestIdUrl` then holds. */
export const scan = z.object({ Id: z.string(), URL: z.string() });
export type Scan = z.infer<typeof scan>;

const scanPath = "/api/v1/domains/branches/bookings/scans";
const manage = [Permission.MANAGE_BOOKINGS];

export const scanCalls = declareCalls("scans", {
  upload: {
    method: "POST",
    path: `${scanPath}/:domainId`,
    params: z.object({ domainId: z.string().max(100) }),
    body: scanUploadBody,
    status: 201,
    idempotent: true,
    answer: scan,
    refusals: [...TENANT_REFUSALS, 413],
    permissions: manage,
    audit: { entity: "scan" },
  },
  /** The scan's bytes (`Cache-Control: private, no-store`), not JSON. */
  read: {
    method: "GET",
    path: `${scanPath}/:domainId/:scanId`,
    params: domainRowParams("scanId"),
    answer: z.unknown(),
    permissions: manage,
  },
});
