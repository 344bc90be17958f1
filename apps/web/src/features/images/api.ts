import { calls, type Image, PAGE_SIZE } from "@concierge/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { heldRequest, useUndoable } from "../../lib/held-calls";
import { send } from "../../lib/http";
import { useWrite } from "../../lib/use-write";

export const imageKeys = {
  all: ["images"] as const,
  lists: () => [...imageKeys.all, "list"] as const,
  list: (domainId: string, page: number) => [...imageKeys.lists(), domainId, page] as const,
};

export const imagesQuery = (domainId: string, page: number) =>
  queryOptions({
    queryKey: imageKeys.list(domainId, page),
    queryFn: ({ signal }) =>
      send(calls.images.list, { params: { domainId, page, pageSize: PAGE_SIZE } }, signal),
    enabled: domainId !== "",
    // The page on screen stays while the next one loads, and with it the Count the pager needs.
    placeholderData: keepPreviousData,
  });

export function useImages(domainId: string, page: number) {
  return useQuery(imagesQuery(domainId, page));
}

/** SPEC section 3: the upload carries the picked file as a data URL. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(new Error(`could not read ${file.name}: pick the file again`));
    reader.readAsDataURL(file);
  });
}

export interface ImageUpload {
  name: string;
  file: File;
}

const useImageWrite = <Input, Output>(write: (input: Input, idempotencyKey: string) => Promise<Output>) =>
  useWrite(write, imageKeys.lists());

/** Uploaded into the signed-in user's own domain (CONTRACT). */
export const useUploadImage = () =>
  useImageWrite(async ({ name, file }: ImageUpload, key) =>
    send(calls.images.upload, { body: { name, image: await readAsDataUrl(file) } }, undefined, key),
  );

export const useDeleteImage = () =>
  useUndoable(
    (image: Image) =>
      heldRequest(image._id, calls.images.delete, {
        params: { domainId: image.DomainId, imageId: image._id },
      }),
    [imageKeys.lists()],
  );
