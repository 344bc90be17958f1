export { useImageLinkUpload } from "./api";
export { ImageAddPage } from "./image-add-page";
export { ImagesPage } from "./images-page";
