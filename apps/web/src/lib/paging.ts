export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** One page of a list the server answers whole (countries, utilities): paged on the client. */
export function pageOf<T>(items: readonly T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size);
}
