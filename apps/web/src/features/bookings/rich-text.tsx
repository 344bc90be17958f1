import { Fragment, type ReactNode } from "react";

/**
 * A message whose `{params}` are elements, not words: "Check {guest} in to {room} now?" with the
 * guest and the room in bold, in the order the language puts them.
 */
export function richText(message: string, parts: Record<string, ReactNode>): ReactNode {
  return message.split(/\{(\w+)\}/).map((piece, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one message, in a fixed order.
    <Fragment key={index}>{index % 2 === 1 ? (parts[piece] ?? `{${piece}}`) : piece}</Fragment>
  ));
}
