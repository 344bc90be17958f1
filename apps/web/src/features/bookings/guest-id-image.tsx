import { isImageUrl } from "@concierge/contract";
import { Image } from "@mantine/core";

const PLACEHOLDER = "/placeholder-image.svg";

interface GuestIdImageProps {
  url: string;
  alt: string;
}

/** The picture of the guest's ID; the placeholder stands in while the address is empty, wrong or broken. */
export function GuestIdImage({ url, alt }: GuestIdImageProps) {
  const src = url.trim();
  return (
    <Image
      src={isImageUrl(src) ? src : PLACEHOLDER}
      fallbackSrc={PLACEHOLDER}
      alt={alt}
      w={160}
      h={100}
      fit="contain"
      radius="sm"
      bg="gray.0"
    />
  );
}
