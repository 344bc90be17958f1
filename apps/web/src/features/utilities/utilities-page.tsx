import { calls, utilityBody } from "@concierge/contract";
import { NamedListAddPage, type NamedListKind, NamedListPage } from "../../components/named-list-pages";
import { useAddUtility, useUpdateUtility, useUtilities } from "./api";

const utilities: NamedListKind<"Items"> = {
  texts: {
    title: "utilities.title",
    noun: "utilities.noun",
    description: "utilities.description",
    addDescription: "utilities.addDescription",
    add: "add.utility",
    edit: "utilities.edit",
    added: "utilities.added",
    updated: "utilities.updated",
    listHeader: "utilities.items",
    itemLabel: "utilities.item",
    itemPlaceholder: "utilities.itemPlaceholder",
  },
  screens: { list: "utilities", add: "utilityAdd" },
  schema: utilityBody,
  listField: "Items",
  updateCall: calls.utilities.update,
};

export const UtilitiesPage = () => (
  <NamedListPage kind={utilities} lists={useUtilities()} update={useUpdateUtility()} />
);

export const UtilityAddPage = () => <NamedListAddPage kind={utilities} add={useAddUtility()} />;
