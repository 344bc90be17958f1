import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { freePort } from "./server-process.js";

/**
 * An S3-compatible server of its own on a loopback port, with `bucket` (and `others`): the AWS
 * SDK talks real S3 HTTP to it. It serves every object to anyone (s3rver keeps no bucket policy). `env` configures
 * the API for it; browsers read the bucket at another name of the same server than the API writes
 * to (`publicUrl`), so that a link shows it is built from S3_PUBLIC_URL.
 */
export async function startS3Server(bucket = "images", ...others: string[]) {
  const directory = mkdtempSync(path.join(tmpdir(), "concierge-s3-"));
  const port = await freePort();
  const server = new S3rver({
    port,
    address: "127.0.0.1",
    directory,
    silent: true,
    configureBuckets: [bucket, ...others].map((name) => ({ name })),
  });
  await server.run();
  const publicUrl = `http://localhost:${port}/${bucket}`;
  return {
    publicUrl,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_PUBLIC_URL: publicUrl,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
