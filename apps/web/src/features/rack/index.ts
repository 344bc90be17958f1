export { RackPage } from "./rack-page";
export { RackToolbar } from "./rack-toolbar";
export { type RackView, useRackView } from "./rack-view";
