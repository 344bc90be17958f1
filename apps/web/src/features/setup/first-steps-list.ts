/** The first steps after setting up, in the order a new hotel takes them (docs/decisions/0019). */
export const FIRST_STEPS = ["categories", "staff", "prices"] as const;
export type FirstStep = (typeof FIRST_STEPS)[number];

/** What the data says so far: the domain's suites still in use and its users, counted. */
export interface FirstStepFacts {
  suites?: number;
  users?: number;
}

/** What the user said, kept per user: the prices reviewed, the list dismissed. */
export interface FirstStepsKept {
  pricesReviewed: boolean;
  dismissed: boolean;
}

export const NOTHING_KEPT: FirstStepsKept = { pricesReviewed: false, dismissed: false };

const doneBy: Record<FirstStep, (facts: FirstStepFacts, kept: FirstStepsKept) => boolean> = {
  categories: (facts) => (facts.suites ?? 0) > 0,
  // The first administrator is the one user a first start makes: staff are the users beyond it.
  staff: (facts) => (facts.users ?? 0) > 1,
  // No datum says a price was reviewed (every suite is priced when added): the user says so.
  prices: (_facts, kept) => kept.pricesReviewed,
};

/**
 * The steps the user may take, each done or not; empty when the list is not to be shown: dismissed,
 * or every step done.
 */
export function firstSteps(
  may: Record<FirstStep, boolean>,
  facts: FirstStepFacts,
  kept: FirstStepsKept,
): { step: FirstStep; done: boolean }[] {
  const steps = FIRST_STEPS.filter((step) => may[step]).map((step) => ({
    step,
    done: doneBy[step](facts, kept),
  }));
  return kept.dismissed || steps.every(({ done }) => done) ? [] : steps;
}

/** What was kept, read back from storage; anything unreadable reads as nothing said. */
export function keptOf(stored: string | null): FirstStepsKept {
  try {
    const value: unknown = JSON.parse(stored ?? "null");
    const { pricesReviewed, dismissed } = (value ?? {}) as Record<string, unknown>;
    return { pricesReviewed: pricesReviewed === true, dismissed: dismissed === true };
  } catch {
    return NOTHING_KEPT;
  }
}
