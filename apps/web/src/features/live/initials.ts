/** A username's initials for a badge: "maria.hk" → "MH", "omar" → "OM". */
export function initialsOf(username: string) {
  const parts = username.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const letters =
    parts.length > 1
      ? [parts[0], parts[parts.length - 1]].map((part) => Array.from(part ?? "")[0] ?? "")
      : Array.from(parts[0] ?? "").slice(0, 2);
  return letters.join("").toLocaleUpperCase();
}
