export { RatesPage } from "./rates-page";
