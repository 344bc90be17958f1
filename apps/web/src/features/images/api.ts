import { calls, type Image } from "@concierge/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { heldRequest, useUndoable } from "../../lib/held-calls";
import { downloadCsv, send } from "../../lib/http";
import { type ListFilters, type ListView, listQueryOf } from "../../lib/list-view";
import { useWrite } from "../../lib/use-write";

export const imageKeys = {
  all: ["images"] as const,
  lists: () => [...imageKeys.all, "list"] as const,
  list: (domainId: string, view: ImageListView) => [...imageKeys.lists(), domainId, view] as const,
};

export type ImageListView = ListView<ListFilters<typeof calls.images.list>>;

const listInput = (domainId: string, view: ImageListView) => ({
  params: { domainId, page: view.page, pageSize: view.size },
  query: listQueryOf(view),
});

export const imagesQuery = (domainId: string, view: ImageListView) =>
  queryOptions({
    queryKey: imageKeys.list(domainId, view),
    queryFn: ({ signal }) => send(calls.images.list, listInput(domainId, view), signal),
    enabled: domainId !== "",
    // The view on screen stays while the next one loads, and with it the Count the pager needs.
    placeholderData: keepPreviousData,
  });

export function useImages(domainId: string, view: ImageListView) {
  return useQuery(imagesQuery(domainId, view));
}

/** Every image of the view, all pages, as a CSV file. */
export const exportImages = (domainId: string, view: ImageListView) =>
  downloadCsv(calls.images.list, listInput(domainId, view));

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
