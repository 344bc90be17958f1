import {
  type ChargeItemCreateBody,
  type ChargeItemUpdateBody,
  calls,
  type TaxCreateBody,
  type TaxUpdateBody,
} from "@concierge/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { send } from "../../lib/http";
import { useWrite } from "../../lib/use-write";

export const catalogueKeys = {
  all: ["catalogue"] as const,
  items: (domainId: string, branchId: string) => [...catalogueKeys.all, "items", domainId, branchId] as const,
  taxes: (domainId: string, branchId: string) => [...catalogueKeys.all, "taxes", domainId, branchId] as const,
};

/** A branch's catalogue, `room` first, archived items too. */
export const chargeItemsQuery = (domainId: string, branchId: string) =>
  queryOptions({
    queryKey: catalogueKeys.items(domainId, branchId),
    queryFn: ({ signal }) => send(calls.catalogue.chargeItems, { params: { domainId, branchId } }, signal),
    enabled: domainId !== "" && branchId !== "",
  });

export const useChargeItems = (domainId: string, branchId: string) =>
  useQuery(chargeItemsQuery(domainId, branchId));

/** A branch's taxes, each period a row, by code then period. */
export const taxesQuery = (domainId: string, branchId: string) =>
  queryOptions({
    queryKey: catalogueKeys.taxes(domainId, branchId),
    queryFn: ({ signal }) => send(calls.catalogue.taxes, { params: { domainId, branchId } }, signal),
    enabled: domainId !== "" && branchId !== "",
  });

export const useTaxes = (domainId: string, branchId: string) => useQuery(taxesQuery(domainId, branchId));

/** Adds the item, or edits it when the body names its `Id`. */
export const useSaveChargeItem = () =>
  useWrite(
    (body: ChargeItemCreateBody | ChargeItemUpdateBody, key) =>
      "Id" in body
        ? send(calls.catalogue.updateChargeItem, { body })
        : send(calls.catalogue.createChargeItem, { body }, undefined, key),
    catalogueKeys.all,
  );

/** Adds a tax period, or renames or ends one when the body names its `Id`. */
export const useSaveTax = () =>
  useWrite(
    (body: TaxCreateBody | TaxUpdateBody, key) =>
      "Id" in body
        ? send(calls.catalogue.updateTax, { body })
        : send(calls.catalogue.createTax, { body }, undefined, key),
    catalogueKeys.all,
  );
