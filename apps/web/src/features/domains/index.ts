export { DomainAddPage } from "./domain-add-page";
export { DomainsPage } from "./domains-page";
