import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { pageCount } from "./paging";

/**
 * A list the server pages can shrink under the page in the URL (the last row of the last page
 * deleted, a link to a page that no longer exists): the address moves to the last page there is.
 * It replaces the history entry, so Back does not land on the page that was moved from.
 * `total` is the server's Count, or undefined while it is not known for this page.
 */
export function useKeepPageInRange(page: number, total: number | undefined): number {
  const [, setParams] = useSearchParams();
  const last = total === undefined ? page : pageCount(total);
  useEffect(() => {
    if (page <= last) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("page", String(last));
        return updated;
      },
      { replace: true },
    );
  }, [page, last, setParams]);
  return Math.min(page, last);
}
