export { declareList } from "./declare.js";
export { byText, holding, startingAWord } from "./search.js";
export { serveList } from "./serve-list.js";
