import { deliverLiveEvent, type HeardEvent } from "./live-events";
import { type LiveState, liveState, setLiveState } from "./live-state";
import { holdStream } from "./live-stream";

/** The lock the leading tab holds and the channel it speaks on: one stream per browser. */
const NAME = "concierge-live";

/** What the tabs tell each other, about the stream of `at` (a domain's branch). */
type Told = { at: string } & (
  | { kind: "event"; event: HeardEvent }
  | { kind: "resync" }
  | { kind: "state"; state: LiveState; lastId: number | undefined }
  | { kind: "hello" }
);

/**
 * Hears a branch's changes in this tab, through one stream for all the tabs of the browser: the
 * tab holding the Web Lock reads it and hands each change to the others over a BroadcastChannel,
 * with the last id heard, so that a tab leading next goes on from there. Without the Web Locks API
 * (a page not served over HTTPS), the tab reads its own stream. Answers how to stop.
 */
export function shareStream({
  domainId,
  branchId,
  onResync,
}: {
  domainId: string;
  branchId: string;
  onResync: () => void;
}) {
  const at = `${domainId}/${branchId}`;
  const abort = new AbortController();
  const channel = "BroadcastChannel" in window ? new BroadcastChannel(NAME) : undefined;
  let lastId: number | undefined;
  let leading = false;
  const tell = (told: Told) => channel?.postMessage(told);
  const heardUpTo = (id: number | undefined) => {
    if (id !== undefined && (lastId === undefined || id > lastId)) lastId = id;
  };
  const hear = (event: HeardEvent) => {
    heardUpTo(event.EventId);
    deliverLiveEvent(event);
  };

  channel?.addEventListener("message", ({ data }: MessageEvent<Told>) => {
    if (data.at !== at) return;
    if (data.kind === "event") hear(data.event);
    else if (data.kind === "resync") onResync();
    else if (data.kind === "state") {
      heardUpTo(data.lastId);
      setLiveState(data.state);
    } else if (leading) tell({ at, kind: "state", state: liveState(), lastId });
  });

  const lead = () =>
    holdStream({
      domainId,
      branchId,
      signal: abort.signal,
      lastId: () => lastId,
      onEvent: (event) => {
        hear(event);
        tell({ at, kind: "event", event });
      },
      onResync: () => {
        onResync();
        tell({ at, kind: "resync" });
      },
      onState: (state) => {
        setLiveState(state);
        tell({ at, kind: "state", state, lastId });
      },
    });

  if (channel && "locks" in navigator) {
    navigator.locks
      .request(NAME, { signal: abort.signal }, async () => {
        leading = true;
        await lead();
      })
      .catch(() => undefined); // stopped while waiting its turn
    tell({ at, kind: "hello" });
  } else void lead();

  return () => {
    abort.abort();
    channel?.close();
    setLiveState("connecting");
  };
}
