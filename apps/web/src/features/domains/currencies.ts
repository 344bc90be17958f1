import { currencyOptions } from "@concierge/contract";
import { useMemo } from "react";
import { useLanguage } from "../../lib/i18n";

export const currencyCodes = currencyOptions().map((option) => option.value);

/** The currencies offered, "EUR · Euro", each named in the language spoken. */
export function useCurrencies() {
  const { language } = useLanguage();
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: "currency" });
    return currencyCodes.map((code) => ({ value: code, label: `${code} · ${names.of(code) ?? code}` }));
  }, [language]);
}
