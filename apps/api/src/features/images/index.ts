export { imageFileRoutes } from "./file-routes.js";
export { createImageStore, type ImageStore } from "./image-store.js";
export { imageRoutes } from "./routes.js";
