import { ImagePreview } from "../../components/image-preview";
import { useGuestIdPreview } from "./guest-id-scan";

interface GuestIdImageProps {
  url: string;
  alt: string;
}

/** The picture of the guest's ID, a private scan fetched with the session; words where there is none. */
export function GuestIdImage({ url, alt }: GuestIdImageProps) {
  const preview = useGuestIdPreview(url);
  return <ImagePreview {...preview} alt={alt} w={160} h={100} />;
}
