import { calls, paramsOfPath } from "@concierge/contract";
import { useQuery } from "@tanstack/react-query";
import { readAsDataUrl } from "../../lib/data-url";
import { send, sendForFile } from "../../lib/http";
import { useObjectUrl } from "../../lib/object-url";

/** The scan a GuestIdUrl names (its read call's address), or null for any other address. */
function scanOf(url: string) {
  try {
    const params = paramsOfPath(calls.scans.read, new URL(url, window.location.origin).pathname);
    return params?.domainId && params.scanId ? { domainId: params.domainId, scanId: params.scanId } : null;
  } catch {
    return null;
  }
}

/** Uploads a guest's ID scan into the booking's domain, privately, and answers its address. */
export const uploadScan = (domainId: string) => async (file: File) =>
  (await send(calls.scans.upload, { params: { domainId }, body: { image: await readAsDataUrl(file) } })).URL;

/**
 * What to show for a GuestIdUrl: a scan is fetched with the session (it has no public link) and
 * shown from memory; any other address is shown as it is.
 */
export function useGuestIdPreview(url: string) {
  const scan = scanOf(url.trim());
  const fetched = useQuery({
    queryKey: ["scans", scan?.domainId, scan?.scanId],
    queryFn: ({ signal }) =>
      sendForFile(calls.scans.read, { params: scan ?? { domainId: "", scanId: "" } }, signal),
    enabled: scan !== null,
    // A guest's ID is not kept in memory once nothing shows it.
    gcTime: 0,
    retry: false,
  });
  const src = useObjectUrl(scan ? fetched.data : null);
  if (!scan) return { src: url.trim() || null, loading: false, failure: null };
  return { src, loading: fetched.isPending, failure: fetched.error?.message ?? null };
}
