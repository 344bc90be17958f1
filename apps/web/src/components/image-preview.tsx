import { Center, Image, Loader, Paper, Text } from "@mantine/core";
import { IconPhotoOff } from "@tabler/icons-react";
import { useState } from "react";
import { useT } from "../lib/i18n";

interface ImagePreviewProps {
  /** What to show; nothing yet shows "No image". */
  src: string | null | undefined;
  alt: string;
  w: number;
  h: number;
  loading?: boolean;
  /** Why there is nothing to show, in words (a refused read), instead of the image. */
  failure?: string | null;
}

/** A picture, or words saying why there is none: never a browser's broken-image icon. */
export function ImagePreview({ src, alt, w, h, loading = false, failure }: ImagePreviewProps) {
  // Keyed by address: a new address gets a new chance to load.
  const [broken, setBroken] = useState<string | null>(null);
  const t = useT();
  const words = failure ?? (!src ? t("imagePreview.none") : broken === src ? t("imagePreview.broken") : null);
  if (loading || words || !src) {
    return (
      <Paper withBorder radius="sm" w={w} h={h} bg="var(--mantine-color-default-hover)">
        <Center h="100%" p={4} style={{ flexDirection: "column", gap: 4, textAlign: "center" }}>
          {loading ? (
            <Loader size="sm" aria-label={t("imagePreview.loading", { alt })} />
          ) : (
            <>
              <IconPhotoOff size={20} aria-hidden />
              <Text size="xs" role="img" aria-label={t("imagePreview.why", { alt, words: words ?? "" })}>
                {words}
              </Text>
            </>
          )}
        </Center>
      </Paper>
    );
  }
  return <Image src={src} alt={alt} w={w} h={h} fit="contain" radius="sm" onError={() => setBroken(src)} />;
}
