/** How much of a note a label or a tooltip says; the booking and the stay's dialog show it whole. */
export const NOTE_EXCERPT = 160;

/** A note on one line, cut at `max` characters with an ellipsis: for a bar's name and tooltip. */
export function noteExcerpt(note: string, max = NOTE_EXCERPT): string {
  const line = note.replace(/\s+/g, " ").trim();
  // By code points, so that an emoji or an accented letter is never cut in half.
  const characters = Array.from(line);
  return characters.length <= max
    ? line
    : `${characters
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}
