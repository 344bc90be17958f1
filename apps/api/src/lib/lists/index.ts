export { declareList } from "./declare.js";
export { byText, holding } from "./search.js";
export { serveList } from "./serve-list.js";
