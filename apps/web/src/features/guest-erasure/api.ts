import { calls, type GuestExport, guestExportFileName } from "@concierge/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { send } from "../../lib/http";

/** The profile the buttons act on, as the profile screen holds it. */
export interface ErasedGuest {
  Id: string;
  DomainId: string;
  LastName: string;
  AnonymizedAt: string | null;
}

const params = (guest: ErasedGuest) => ({ params: { domainId: guest.DomainId, guestId: guest.Id } });

/**
 * Anonymizes the guest. Done, every query is refetched: the guest's name leaves the profile, the
 * guests list, bookings, the rack and the audit trail, each cached under its own feature's key.
 */
export function useAnonymizeGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guest: ErasedGuest) => send(calls.guestErasure.anonymize, params(guest)),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** Saves everything held about the guest as the JSON file the server names (`guest-<id>.json`). */
export async function downloadGuestExport(guest: ErasedGuest): Promise<string> {
  const exported: GuestExport = await send(calls.guestErasure.export, params(guest));
  const name = guestExportFileName(exported.Guest.Id);
  const link = document.createElement("a");
  link.href = URL.createObjectURL(
    new Blob([JSON.stringify(exported, null, 2)], { type: "application/json" }),
  );
  link.download = name;
  link.click();
  // Freed later, not at once: some browsers read the file after the click's task has ended.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return name;
}
