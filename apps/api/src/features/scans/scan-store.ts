import path from "node:path";
import type { Config } from "../../config.js";
import { fileStore, type ImageStore, s3ImageStore } from "../images/index.js";

/** Where scans' bytes live: only the scans' read call serves them, so they have no link. */
export type ScanStore = Pick<ImageStore, "put" | "get" | "delete">;

/** The bucket's prefix of scans; no public link is ever made under it (decision 0015). */
const S3_PREFIX = "private/scans/";

/**
 * Apart from public images: files under DATA_DIR/private/scans (the `/images/` route reads only
 * DATA_DIR/images), or objects under `private/scans/` of the private bucket (S3_PRIVATE_BUCKET, a
 * bucket nothing serves, or else the images' bucket, whose policy must keep `private/` closed).
 */
export function createScanStore(config: Pick<Config, "dataDir" | "s3">): ScanStore {
  if (!config.s3) return fileStore(path.join(config.dataDir, "private", "scans"), "");
  const bucket = s3ImageStore({ ...config.s3, bucket: config.s3.privateBucket }, "private, no-store");
  return {
    put: (key, bytes, contentType) => bucket.put(`${S3_PREFIX}${key}`, bytes, contentType),
    get: (key) => bucket.get(`${S3_PREFIX}${key}`),
    delete: (key) => bucket.delete(`${S3_PREFIX}${key}`),
  };
}
