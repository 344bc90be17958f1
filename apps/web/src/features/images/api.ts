import { type Image, type ImagePage, PAGE_SIZE } from "@concierge/contract";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { http } from "../../lib/http";

const PATH = "/api/v1/domains/images";
const segment = encodeURIComponent;

export const imageKeys = {
  all: ["images"] as const,
  lists: () => [...imageKeys.all, "list"] as const,
  list: (domainId: string, page: number) => [...imageKeys.lists(), domainId, page] as const,
};

export const imagesQuery = (domainId: string, page: number) =>
  queryOptions({
    queryKey: imageKeys.list(domainId, page),
    queryFn: ({ signal }) => http.get<ImagePage>(`${PATH}/${segment(domainId)}/${page}/${PAGE_SIZE}`, signal),
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

/** A write that refetches every page of the list, also when it is refused. */
function useImageWrite<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: imageKeys.lists() }),
  });
}

/** Uploaded into the signed-in user's own domain (CONTRACT). */
export const useUploadImage = () =>
  useImageWrite(async ({ name, file }: ImageUpload) =>
    http.post<Image>(PATH, { name, image: await readAsDataUrl(file) }),
  );

export const useDeleteImage = () =>
  useImageWrite((image: Image) =>
    http.delete<void>(`${PATH}/${segment(image.DomainId)}/${segment(image._id)}`),
  );
