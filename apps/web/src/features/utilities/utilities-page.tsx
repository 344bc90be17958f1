import { calls, utilityBody } from "@concierge/contract";
import { NamedListAddPage, type NamedListKind, NamedListPage } from "../../components/named-list-pages";
import { useAddUtility, useUpdateUtility, useUtilities } from "./api";

const utilities: NamedListKind<"Items"> = {
  plural: "Utilities",
  singular: "utility",
  path: "/admin/utilities",
  description: "Amenity lists; the suite forms offer the items of 'extraz'.",
  addDescription: "An amenity list; suites offer the items of 'extraz'.",
  schema: utilityBody,
  listField: "Items",
  itemLabel: "Item",
  itemPlaceholder: "Air Conditioner",
  updateCall: calls.utilities.update,
};

export const UtilitiesPage = () => (
  <NamedListPage kind={utilities} lists={useUtilities()} update={useUpdateUtility()} />
);

export const UtilityAddPage = () => <NamedListAddPage kind={utilities} add={useAddUtility()} />;
