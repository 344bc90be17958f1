export { CashierPage } from "./cashier-page";
