import { calls, hasPermission, type Image, Permission, TEXT_MAX } from "@concierge/contract";
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { readAsDataUrl } from "../../lib/data-url";
import { heldRequest, useUndoable } from "../../lib/held-calls";
import { downloadCsv, send } from "../../lib/http";
import { translate } from "../../lib/i18n";
import { type ListFilters, type ListView, listQueryOf } from "../../lib/list-view";
import { useSession } from "../../lib/session";
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

/** A picked file's name without its extension, as the images list names it. */
const imageNameOf = (file: File) => {
  const name = file.name
    .replace(/\.[^.]*$/, "")
    .trim()
    .slice(0, TEXT_MAX);
  return name.length >= 2 ? name : translate("images.defaultName");
};

/**
 * Uploads a file picked in another feature's form (a suite's view, a domain's logo) and answers its
 * link. Each file is its own upload: `send` gives it an Idempotency-Key of its own.
 */
export function useImageLinkUpload() {
  const queryClient = useQueryClient();
  const permissions = useSession().User?.Permissions;
  // Without the right the field keeps its address box only (the server would refuse the upload).
  if (!hasPermission(permissions, Permission.MANAGE_IMAGES)) return undefined;
  return async (file: File) => {
    const body = { name: imageNameOf(file), image: await readAsDataUrl(file) };
    const image = await send(calls.images.upload, { body });
    void queryClient.invalidateQueries({ queryKey: imageKeys.lists() });
    return image.link;
  };
}
