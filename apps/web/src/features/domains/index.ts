export { domainKeys } from "./api";
export { currencyCodes, useCurrencies } from "./currencies";
export { DomainAddPage } from "./domain-add-page";
export { DomainName, DomainSelect, usePicksDomain } from "./domain-select";
export { DomainsPage } from "./domains-page";
