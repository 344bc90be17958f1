import { isImageUrl } from "@concierge/contract";
import { Image } from "@mantine/core";

const PLACEHOLDER = "/placeholder-image.svg";

interface DomainLogoProps {
  src: string;
  alt: string;
  size: number;
}

/** A domain's logo; the placeholder stands in while the address is empty, not an image address, or fails to load. */
export function DomainLogo({ src, alt, size }: DomainLogoProps) {
  const url = src.trim();
  return (
    <Image
      src={isImageUrl(url) ? url : PLACEHOLDER}
      fallbackSrc={PLACEHOLDER}
      alt={alt}
      w={size}
      h={size}
      fit="contain"
      radius="sm"
    />
  );
}
