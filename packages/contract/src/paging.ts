import { z } from "zod";

export const MAX_PAGE_SIZE = 100;

export const PagingMessage = {
  page: "page must be a whole number from 1",
  pageSize: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
} as const;

const page = z.coerce
  .number<number>({ error: PagingMessage.page })
  .int(PagingMessage.page)
  .min(1, PagingMessage.page)
  .max(1e7, PagingMessage.page);
const pageSize = z.coerce
  .number<number>({ error: PagingMessage.pageSize })
  .int(PagingMessage.pageSize)
  .min(1, PagingMessage.pageSize)
  .max(MAX_PAGE_SIZE, PagingMessage.pageSize);

/** `/{domainId}/{page}/{pageSize}` of every tenant list. */
export const domainPageParams = z.object({ domainId: z.string().max(100), page, pageSize });
export const pageParams = z.object({ page, size: pageSize });
/** `/{domainId}/{branchId}/{page}/{pageSize}` of a branch's list (bookings). */
export const branchPageParams = domainPageParams.extend({ branchId: z.string().max(100) });

/** `{ Count, <Name>: [...] }`: the total of matching rows and one page of them. */
export function pagedList<Name extends string, Item extends z.ZodType>(name: Name, item: Item) {
  return z
    .object({ Count: z.number().int() })
    .extend({ [name]: z.array(item) } as { [K in Name]: z.ZodArray<Item> });
}

/** `/{domainId}/{id}` of a tenant row. */
export const domainRowParams = <Key extends string>(key: Key) =>
  z
    .object({ domainId: z.string().max(100) })
    .extend({ [key]: z.string().max(100) } as { [K in Key]: z.ZodString });
