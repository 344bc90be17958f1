import { translate } from "./i18n";

/** SPEC section 3: an upload carries the picked file as a data URL. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(new Error(translate("images.readFailed", { name: file.name })));
    reader.readAsDataURL(file);
  });
}
