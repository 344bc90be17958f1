import { type Call, requestOf } from "@concierge/contract";
import { type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { hideRow, showRow } from "./hidden-rows";
import { renewIfEndingWithin, type SentInput, send, sendOnLeave } from "./http";
import { closeNotice, notifyFailure, notifyUndoable } from "./notify";

/** How long a deletion or a cancellation waits for Undo. */
export const UNDO_MS = 5000;
const RENEWAL_MARGIN_MS = 60_000;

/** A call the console holds for Undo: what it is, and its two ways of being sent. */
export interface HeldRequest {
  /** Its method and URL: the same deletion confirmed twice is one held call. */
  key: string;
  /** The row it removes, hidden meanwhile. */
  rowId: string;
  send: () => Promise<unknown>;
  /** The same call made to outlive the page (`keepalive`). */
  sendOnLeave: () => Promise<unknown>;
}

export const heldRequest = <C extends Call>(rowId: string, call: C, input: SentInput<C>): HeldRequest => {
  const { method, url } = requestOf(call, input);
  return {
    key: `${method} ${url}`,
    rowId,
    send: () => send(call, input),
    sendOnLeave: () => sendOnLeave(call, input),
  };
};

interface HeldCall extends HeldRequest {
  /** The queries refetched once the call is undone or answered. */
  queryKeys: readonly QueryKey[];
  queryClient: QueryClient;
  /** What else the answer makes stale, beyond the cache (the suites' stored room codes). */
  onSettled?: () => void;
  timer: number;
}

/** The calls still held, by key. One leaves this map before it is sent: it is never sent twice. */
const held = new Map<string, HeldCall>();

/** Holds `request` for UNDO_MS behind a notice saying `notice` with Undo, then sends it. */
export function hold(
  request: HeldRequest,
  notice: string,
  views: Omit<HeldCall, keyof HeldRequest | "timer">,
) {
  if (held.has(request.key)) return;
  const timer = window.setTimeout(() => sendHeld(request.key, "now"), UNDO_MS);
  held.set(request.key, { ...request, ...views, timer });
  hideRow(views.queryClient, request.rowId);
  // A call sent on leaving cannot wait for a renewal: an access token about to end is renewed now.
  renewIfEndingWithin(UNDO_MS + RENEWAL_MARGIN_MS).catch(() => undefined);
  notifyUndoable(request.key, notice, Date.now() + UNDO_MS, () => undo(request.key));
}

/** Takes the call out of the map: from here on nothing else can send or undo it. */
function release(key: string): HeldCall | undefined {
  const call = held.get(key);
  if (!call) return undefined;
  held.delete(key);
  window.clearTimeout(call.timer);
  closeNotice(key);
  return call;
}

function refetch({ queryClient, queryKeys, onSettled }: HeldCall) {
  onSettled?.();
  return Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

function undo(key: string) {
  const call = release(key);
  if (!call) return;
  showRow(call.rowId);
  void refetch(call);
}

/** Sends one held call; a refusal (a 409 says why) brings its row back with the server's words. */
async function sendHeld(key: string, when: "now" | "on leave") {
  const call = release(key);
  if (!call) return;
  try {
    await (when === "now" ? call.send() : call.sendOnLeave());
  } catch (error) {
    notifyFailure(error instanceof Error ? error.message : String(error));
  } finally {
    showRow(call.rowId);
    await refetch(call);
  }
}

/** Sends every held call at once, as the page goes away or the user signs out. */
export const sendAllHeld = () => Promise.all([...held.keys()].map((key) => sendHeld(key, "on leave")));

// Closing the tab, reloading or leaving the console: what was confirmed is done, once.
window.addEventListener("pagehide", () => void sendAllHeld());

/** A deletion or cancellation held for Undo: confirm it with the notice that names it. */
export type Undoable<Subject> = (subject: Subject, notice: string) => void;

/** `requestFor` names the call for a subject; `queryKeys`, the views refetched once it is answered. */
export function useUndoable<Subject>(
  requestFor: (subject: Subject) => HeldRequest,
  queryKeys: readonly QueryKey[],
  onSettled?: () => void,
): Undoable<Subject> {
  const queryClient = useQueryClient();
  return (subject, notice) => hold(requestFor(subject), notice, { queryKeys, queryClient, onSettled });
}
