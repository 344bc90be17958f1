import { IMAGE_MAX_BYTES, ImageMessage } from "@concierge/contract";
import { useEffect, useState } from "react";

/** The kinds the server keeps (it checks the bytes too). */
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];

/** The first of SPEC section 5's rules the picked file breaks, or null. */
export function imageFileError(file: File | null): string | null {
  if (!file) return ImageMessage.image;
  if (!IMAGE_TYPES.includes(file.type)) return ImageMessage.notImage;
  if (file.size > IMAGE_MAX_BYTES) return ImageMessage.tooLarge;
  return null;
}

/** An address the page can show the picked file at, released when another is picked. */
export function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
