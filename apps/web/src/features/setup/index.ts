export { FinishSetup } from "./finish-setup";
