import type { S3Client } from "@aws-sdk/client-s3";
import type { S3Config } from "../../config.js";
import type { ImageStore } from "./image-store.js";
import { IMAGE_CACHE_CONTROL } from "./image-types.js";

/** Objects in an S3-compatible bucket (AWS, MinIO, R2…), read by browsers at S3_PUBLIC_URL. */
export function s3ImageStore(config: S3Config, cacheControl = IMAGE_CACHE_CONTROL): ImageStore {
  // The SDK is loaded with the first image, not on every start: it is half of the API's imports.
  let loaded: Promise<{ sdk: typeof import("@aws-sdk/client-s3"); client: S3Client }> | undefined;
  const s3 = () =>
    (loaded ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
        ...(config.accessKeyId && config.secretAccessKey
          ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
          : {}),
      }),
    })));
  const Bucket = config.bucket;
  return {
    async put(key, bytes, contentType) {
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: cacheControl,
        }),
      );
    },
    async get(key) {
      const { sdk, client } = await s3();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return undefined;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    link: (key) => `${config.publicUrl}/${key}`,
  };
}
