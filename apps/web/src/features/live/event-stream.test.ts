import { describe, expect, it } from "vitest";
import { eventStreamReader, type StreamMessage } from "./event-stream";

function read(...pieces: string[]) {
  const messages: StreamMessage[] = [];
  const feed = eventStreamReader((message) => messages.push(message));
  for (const piece of pieces) feed(piece);
  return messages;
}

describe("the event-stream reader", () => {
  it("reads each message's id, event and data, and sends it on the blank line", () => {
    expect(read('id: 7\nevent: Booking\ndata: {"Id":"b1"}\n\nid: 8\nevent: Room\ndata: {}\n\n')).toEqual([
      { id: "7", event: "Booking", data: '{"Id":"b1"}' },
      { id: "8", event: "Room", data: "{}" },
    ]);
  });

  it("skips comments and keeps a message cut anywhere, \\r\\n included, until its blank line", () => {
    expect(
      read(": open\n\n", "id: 3\r", "\nevent: Gu", "est\ndata: x", "\r\n", ": keep-alive\n", "\r\n"),
    ).toEqual([{ id: "3", event: "Guest", data: "x" }]);
  });

  it("joins data lines, names an unnamed message `message`, and keeps the last id for one without", () => {
    expect(read("id: 4\ndata: a\ndata: b\n\nevent: Resync\ndata:{}\n\n")).toEqual([
      { id: "4", event: "message", data: "a\nb" },
      { id: "4", event: "Resync", data: "{}" },
    ]);
  });

  it("sends nothing for a message without data or not yet ended", () => {
    expect(read("event: Booking\n\nid: 9\ndata: half")).toEqual([]);
  });
});
