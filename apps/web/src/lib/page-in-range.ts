import { useEffect } from "react";
import type { ListControls } from "./list-view";
import { pageCount } from "./paging";

/**
 * A list the server pages can shrink under the page in the URL (the last row of the last page
 * deleted, a link to a page that no longer exists): the address moves to the last page there is.
 * It replaces the history entry, so Back does not land on the page that was moved from.
 * `total` is the server's Count, or undefined while it is not known for this view.
 */
export function useKeepPageInRange(list: ListControls, total: number | undefined): number {
  const { page, size } = list.view;
  const last = total === undefined ? page : pageCount(total, size);
  const { replacePage } = list;
  useEffect(() => {
    if (page > last) replacePage(last);
  }, [page, last, replacePage]);
  return Math.min(page, last);
}
