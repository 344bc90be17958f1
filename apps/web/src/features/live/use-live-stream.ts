import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSession } from "../../lib/session";
import { onLiveEvent } from "./live-events";
import { refreshFor } from "./live-refresh";
import { shareStream } from "./live-tabs";

/**
 * While signed in, hears the changes of the user's own branch (one stream per browser, see
 * `shareStream`) and reads again the views on screen that they alter; a `Resync` reads all again.
 */
export function useLiveStream() {
  const { User } = useSession();
  const queryClient = useQueryClient();
  const domainId = User?.DomainId ?? "";
  const branchId = User?.BranchId ?? "";
  const username = User?.Username ?? "";
  useEffect(() => {
    if (!domainId || !branchId) return;
    const stopRefreshing = onLiveEvent(refreshFor(queryClient, username));
    const stopSharing = shareStream({
      domainId,
      branchId,
      onResync: () => void queryClient.invalidateQueries(),
    });
    return () => {
      stopRefreshing();
      stopSharing();
    };
  }, [domainId, branchId, username, queryClient]);
}
