export { imageFileRoutes } from "./file-routes.js";
export { createImageStore, fileStore, type ImageStore } from "./image-store.js";
export { imageBodyLimit, imageRoutes } from "./routes.js";
export { s3ImageStore } from "./s3-image-store.js";
export { decodeImage } from "./service.js";
