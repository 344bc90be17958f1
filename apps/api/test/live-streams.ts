import { calls, type LiveEvent, requestOf } from "@concierge/contract";

/** An event as a stream sent it: its number, its name and its data (`{}` for a Resync). */
export interface Heard {
  id: string | undefined;
  event: string;
  data: Partial<LiveEvent>;
}

/** Parses `text/event-stream` blocks; comments (`: keep-alive`) are counted, not returned. */
function parse(block: string): Heard | undefined {
  const fields: Record<string, string> = {};
  for (const line of block.split("\n")) {
    if (line === "" || line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
  }
  if (!fields.event) return undefined;
  return { id: fields.id, event: fields.event, data: JSON.parse(fields.data ?? "{}") };
}

/**
 * A branch's live stream read over real HTTP, as a console reads it: `next()` answers its next
 * event, `opened` resolves on its first line. `lastEventId` goes as the `Last-Event-ID` header.
 */
export async function openStream(
  base: string,
  at: { domainId: string; branchId: string },
  token: string,
  lastEventId?: string,
) {
  const { url } = requestOf(calls.live.events, { params: at } as never);
  const controller = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (lastEventId !== undefined) headers["last-event-id"] = lastEventId;
  const response = await fetch(`${base}${url}`, { headers, signal: controller.signal });
  if (!response.body) throw new Error(`no stream: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  let comments = 0;
  const heard: Heard[] = [];
  let ended = false;

  /** Reads until a whole block is there; false once the stream has ended. */
  async function readBlock() {
    for (;;) {
      const end = text.indexOf("\n\n");
      if (end >= 0) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        const event = parse(block);
        if (event) heard.push(event);
        else comments += 1;
        return true;
      }
      const { value, done } = await reader.read();
      if (done) {
        ended = true;
        return false;
      }
      text += value;
    }
  }

  return {
    response,
    /** The next event; fails if the stream ends first. */
    async next(): Promise<Heard> {
      while (!heard.length) if (!(await readBlock())) throw new Error("the stream ended");
      return heard.shift() as Heard;
    },
    /** The next `n` events, in the order sent. */
    async take(n: number) {
      const events: Heard[] = [];
      while (events.length < n) events.push(await this.next());
      return events;
    },
    /** Waits for the first comment line (the stream is open), and answers how many came so far. */
    async opened() {
      while (!comments) if (!(await readBlock())) throw new Error("the stream ended");
      return comments;
    },
    /** Reads until the server ends the stream; answers the events heard meanwhile. */
    async untilEnded() {
      while (!ended) await readBlock();
      return heard.splice(0);
    },
    close() {
      controller.abort();
    },
  };
}
export type OpenStream = Awaited<ReturnType<typeof openStream>>;
