import type { RatePlan, RatePlanCreateBody } from "@concierge/contract";

export interface RatePlanValues {
  Code: string;
  Name: string;
  /** "" for a base plan. */
  ParentId: string;
  /** How a derived plan changes its parent's price. */
  By: "percent" | "amount";
  Change: number | string;
  Refundable: boolean;
  Active: boolean;
}

export const planValues = (plan?: RatePlan): RatePlanValues => ({
  Code: plan?.Code ?? "",
  Name: plan?.Name ?? "",
  ParentId: plan?.ParentId ?? "",
  By: plan?.Amount != null ? "amount" : "percent",
  Change: plan?.Percent ?? plan?.Amount ?? "",
  Refundable: plan?.Refundable ?? true,
  Active: plan?.Active ?? true,
});

/** The plan's body: a base plan takes neither Percent nor Amount, a derived one the one chosen. */
export function planBodyOf(
  values: RatePlanValues,
  at: { domainId: string; branchId: string },
): RatePlanCreateBody {
  const derived = values.ParentId !== "";
  const change = values.Change === "" ? undefined : Number(values.Change);
  return {
    DomainId: at.domainId,
    BranchId: at.branchId,
    Code: values.Code,
    Name: values.Name,
    ParentId: derived ? values.ParentId : null,
    Percent: derived && values.By === "percent" ? change : null,
    Amount: derived && values.By === "amount" ? change : null,
    Refundable: values.Refundable,
    Active: values.Active,
  };
}
