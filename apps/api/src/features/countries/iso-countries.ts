export interface IsoCountry {
  name: string;
  states: string[];
}

// ISO writes some short names inverted for sorting ("Korea, Republic of"); a select reads better
// with "Republic of Korea". The rest are kept as published: unique by construction.
const INVERTED = /^(.+), ((?:.+ )?(?:of|of the))$/;
const readable = (name: string) => name.replace(INVERTED, "$2 $1");

const byName = (a: string, b: string) => a.localeCompare(b, "en");

/**
 * The countries of ISO 3166-1 with the names of their ISO 3166-2 subdivisions (every level,
 * duplicates dropped, sorted). A country without subdivisions (Aruba, Macao…) holds itself as its
 * only state, so that a branch there can still name one.
 */
export async function isoCountries(): Promise<IsoCountry[]> {
  // Loaded on the one start that fills an empty table, not on every start.
  const { iso31661, iso31662 } = await import("iso-3166");
  const subdivisions = new Map<string, Set<string>>();
  for (const { code, name } of iso31662) {
    const country = code.slice(0, code.indexOf("-"));
    const names = subdivisions.get(country) ?? new Set<string>();
    subdivisions.set(country, names.add(name));
  }
  return iso31661.map(({ alpha2, name }) => {
    const country = readable(name);
    const states = [...(subdivisions.get(alpha2) ?? [country])].sort(byName);
    return { name: country, states };
  });
}
