import type { BranchCreateBody } from "@concierge/contract";
import { Loader, Select } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { useT } from "../../lib/i18n";
import { countryNamesQuery, statesQuery } from "../countries";

/** Keeps a value the list no longer holds choosable, so an old branch opens with its place shown. */
const withCurrent = (options: readonly string[], current: string) =>
  current === "" || options.includes(current) ? [...options] : [current, ...options];

/** What a form holding a branch's place holds: the branch form's, and the finish-setup form's. */
type Place = Pick<BranchCreateBody, "Country" | "State">;

/** Country, then one of its states: the state list follows the country and empties when it changes. */
export function BranchPlaceFields({ form }: { form: UseFormReturnType<Place> }) {
  const t = useT();
  const { Country, State } = form.values;
  // Read afresh each time a form opens, as the branch selects are (SPEC section 7): home's
  // finish-setup form reads them too, and a country added since is offered by the next form.
  const countries = useQuery({ ...countryNamesQuery, staleTime: 0 });
  const states = useQuery({ ...statesQuery(Country), staleTime: 0 });
  const loading = <Loader size="xs" />;

  return (
    <>
      <Select
        {...form.getInputProps("Country")}
        label={t("branches.country")}
        placeholder={t("branches.chooseCountry")}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t(countries.isPending ? "branches.loading" : "branches.noCountry")}
        data={withCurrent(countries.data ?? [], Country)}
        value={Country || null}
        rightSection={countries.isFetching ? loading : undefined}
        onChange={(country) => {
          if ((country ?? "") === Country) return;
          form.setFieldValue("Country", country ?? "");
          form.setFieldValue("State", "");
        }}
      />
      <Select
        {...form.getInputProps("State")}
        label={t("branches.state")}
        placeholder={t(Country ? "branches.chooseState" : "branches.chooseCountryFirst")}
        searchable
        allowDeselect={false}
        disabled={!Country}
        nothingFoundMessage={t(states.isPending ? "branches.loading" : "branches.noState")}
        data={withCurrent(states.data ?? [], State)}
        value={State || null}
        rightSection={Country && states.isFetching ? loading : undefined}
        onChange={(state) => form.setFieldValue("State", state ?? "")}
      />
    </>
  );
}
