import type { Held } from "@concierge/contract";

interface Holding {
  noun: keyof Held;
  /** A `select count(*)` query of the rows held, run when asked (one at a time on a transaction). */
  count: () => PromiseLike<{ count: number }[]>;
}

/** What a row still holds, by noun, for a refusal to delete it (`{ user: 2, suite: 1 }`); null for nothing. */
export async function heldCounts(holdings: Holding[]): Promise<Held | null> {
  const held: Held = {};
  // One after another: a transaction has one connection, which runs one query at a time.
  for (const holding of holdings) {
    const n = (await holding.count())[0]?.count ?? 0;
    if (n) held[holding.noun] = n;
  }
  return Object.keys(held).length ? held : null;
}
