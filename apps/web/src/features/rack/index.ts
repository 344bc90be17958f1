export { RackPage } from "./rack-page";
