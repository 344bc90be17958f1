import { calls, countryBody } from "@concierge/contract";
import { NamedListAddPage, type NamedListKind, NamedListPage } from "../../components/named-list-pages";
import { useAddCountry, useCountries, useUpdateCountry } from "./api";

const countries: NamedListKind<"States"> = {
  texts: {
    title: "countries.title",
    noun: "countries.noun",
    description: "countries.description",
    addDescription: "countries.addDescription",
    add: "add.country",
    edit: "countries.edit",
    added: "countries.added",
    updated: "countries.updated",
    listHeader: "countries.states",
    itemLabel: "countries.state",
    itemPlaceholder: "countries.statePlaceholder",
  },
  screens: { list: "countries", add: "countryAdd" },
  schema: countryBody,
  listField: "States",
  updateCall: calls.countries.update,
};

export const CountriesPage = () => (
  <NamedListPage kind={countries} lists={useCountries()} update={useUpdateCountry()} />
);

export const CountryAddPage = () => <NamedListAddPage kind={countries} add={useAddCountry()} />;
