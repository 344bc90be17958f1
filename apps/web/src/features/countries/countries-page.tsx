import { calls, countryBody } from "@concierge/contract";
import { NamedListAddPage, type NamedListKind, NamedListPage } from "../../components/named-list-pages";
import { useAddCountry, useCountries, useUpdateCountry } from "./api";

const countries: NamedListKind<"States"> = {
  plural: "Countries",
  singular: "country",
  path: "/admin/countries",
  description: "The countries and states your branches can be in.",
  addDescription: "A country and the states your branches may be in.",
  schema: countryBody,
  listField: "States",
  itemLabel: "State",
  itemPlaceholder: "Lagos",
  updateCall: calls.countries.update,
};

export const CountriesPage = () => (
  <NamedListPage kind={countries} lists={useCountries()} update={useUpdateCountry()} />
);

export const CountryAddPage = () => <NamedListAddPage kind={countries} add={useAddCountry()} />;
