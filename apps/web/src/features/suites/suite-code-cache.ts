import { calls, type SuiteCodes } from "@concierge/contract";
import { send } from "../../lib/http";

/** SPEC section 2: each domain's categories and codes, kept in session storage under this one key. */
const SUITE_CODE_CACHE_KEY = "suite-code";

type SuiteCodeCache = Record<string, SuiteCodes[]>;

function readCache(): SuiteCodeCache {
  try {
    return JSON.parse(sessionStorage.getItem(SUITE_CODE_CACHE_KEY) ?? "{}") as SuiteCodeCache;
  } catch {
    return {};
  }
}

/** The cached codes of a domain, fetched and cached when there are none. */
export async function suiteCodesOf(domainId: string, signal: AbortSignal): Promise<SuiteCodes[]> {
  const cached = readCache()[domainId];
  if (cached) return cached;
  try {
    const codes = await send(calls.suites.codes, { params: { domainId } }, signal);
    sessionStorage.setItem(SUITE_CODE_CACHE_KEY, JSON.stringify({ ...readCache(), [domainId]: codes }));
    return codes;
  } catch (error) {
    // SPEC section 8: a failure to load the codes is only logged.
    if (!signal.aborted) console.error("the suite codes could not be loaded", error);
    throw error;
  }
}

/** Every suite write empties the cache: it may have added, moved or removed a room. */
export function forgetSuiteCodes() {
  sessionStorage.removeItem(SUITE_CODE_CACHE_KEY);
}
