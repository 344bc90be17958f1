import { RACK_DAYS } from "@concierge/contract";
import { useSearchParams } from "react-router";

/** The window lengths offered; another length in the URL (days=20) is kept and offered too. */
export const NIGHT_CHOICES = [7, 14, 31, 62] as const;

export interface RackView {
  /** The first night shown; undefined is today in the branch's zone. */
  from: string | undefined;
  days: number;
  branchId: string;
}

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

function daysOf(value: string | null) {
  const days = Number(value);
  return Number.isInteger(days) && days >= RACK_DAYS.min && days <= RACK_DAYS.max ? days : RACK_DAYS.default;
}

/**
 * The rack's window and branch, kept in the URL (`?from=2026-11-24&days=31&branch=…`): a reload or
 * Back shows the same nights. Each change is a new history entry.
 */
export function useRackView(ownBranchId: string) {
  const [params, setParams] = useSearchParams();
  const from = params.get("from");
  const view: RackView = {
    from: isDay(from) ? from : undefined,
    days: daysOf(params.get("days")),
    branchId: params.get("branch") || ownBranchId,
  };
  const change = (changes: Partial<RackView>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, key] of [
        ["from", "from"],
        ["days", "days"],
        ["branch", "branchId"],
      ] as const) {
        if (!(key in changes)) continue;
        const value = changes[key];
        if (value === undefined || value === "") next.delete(name);
        else next.set(name, String(value));
      }
      return next;
    });
  return [view, change] as const;
}
