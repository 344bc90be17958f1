/** One message of a `text/event-stream`: its `id` (the last one sent, if any), `event` name and `data`. */
export interface StreamMessage {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * A reader of `text/event-stream` as the HTML standard parses it, fed its text in pieces as they
 * arrive: `id:`, `event:` and `data:` lines make a message, a blank line sends it, comment lines
 * (`: keep-alive`) are skipped. A line cut between two pieces waits for the rest.
 */
export function eventStreamReader(onMessage: (message: StreamMessage) => void) {
  let pending = "";
  let id: string | undefined;
  let event = "";
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onMessage({ id, event: event || "message", data: data.join("\n") });
    event = "";
    data = [];
  };
  const readLine = (line: string) => {
    if (line === "") return dispatch();
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? "" : line.slice(colon + (line[colon + 1] === " " ? 2 : 1));
    if (field === "data") data.push(value);
    else if (field === "event") event = value;
    else if (field === "id" && !value.includes("\0")) id = value;
  };

  return (piece: string) => {
    pending += piece;
    for (;;) {
      const end = pending.search(/[\r\n]/);
      if (end === -1) return;
      // A \r last may be the first half of a \r\n: it waits for the next piece.
      if (pending[end] === "\r" && end === pending.length - 1) return;
      readLine(pending.slice(0, end));
      pending = pending.slice(end + (pending.startsWith("\r\n", end) ? 2 : 1));
    }
  };
}
