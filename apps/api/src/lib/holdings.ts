interface Holding {
  one: string;
  many?: string;
  /** A `select count(*)` query of the rows held, run when asked (one at a time on a transaction). */
  count: () => PromiseLike<{ count: number }[]>;
}

/** What a row still holds, for a refusal to delete it: '2 users, 1 branch and 3 suites', or ''. */
export async function heldText(holdings: Holding[]): Promise<string> {
  // One after another: a transaction has one connection, which runs one query at a time.
  const counts: { count: number }[][] = [];
  for (const holding of holdings) counts.push(await holding.count());
  const parts = holdings.flatMap((holding, i) => {
    const n = counts[i]?.[0]?.count ?? 0;
    return n ? [`${n} ${n === 1 ? holding.one : (holding.many ?? `${holding.one}s`)}`] : [];
  });
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "");
}
