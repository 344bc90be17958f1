import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config.js";
import { s3ImageStore } from "./s3-image-store.js";

/** Where image bytes live. Keys are `<domainId>/<imageId>.<ext>`, made by the server only. */
export interface ImageStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
  /** The address browsers load the image from. */
  link(key: string): string;
}

/** The path the API serves files of the local store under. */
export const LOCAL_IMAGE_ROUTE = "/images";

/** Files under DATA_DIR/images, served by the API itself. */
export const localImageStore = (dataDir: string, publicUrl: string): ImageStore =>
  fileStore(path.join(dataDir, "images"), `${publicUrl}${LOCAL_IMAGE_ROUTE}`);

/** Files under `root`, linked under `linkBase` (for a store the API serves only through a call, unused). */
export function fileStore(root: string, linkBase: string): ImageStore {
  const file = (key: string) => path.join(root, ...key.split("/"));
  return {
    async put(key, bytes) {
      await mkdir(path.dirname(file(key)), { recursive: true });
      await writeFile(file(key), bytes);
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
    link: (key) => `${linkBase}/${key}`,
  };
}

export const createImageStore = (config: Pick<Config, "dataDir" | "publicUrl" | "s3">): ImageStore =>
  config.s3 ? s3ImageStore(config.s3) : localImageStore(config.dataDir, config.publicUrl);
