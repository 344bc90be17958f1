import { IMAGE_MAX_BYTES, ImageMessage } from "@concierge/contract";
import { Button, FileButton, Group, Loader, Paper, Text } from "@mantine/core";
import { IconCamera, IconUpload } from "@tabler/icons-react";
import { type DragEvent, useState } from "react";
import { useT } from "../lib/i18n";
import { contractText } from "../lib/i18n/contract-text";

/** The kinds the server keeps (it checks the bytes too). */
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];

/** The contract's words (in the language spoken) for a file the server would refuse, or null. */
export function imageFileError(file: File | null): string | null {
  if (!file) return contractText(ImageMessage.image);
  if (!IMAGE_TYPES.includes(file.type)) return contractText(ImageMessage.notImage);
  if (file.size > IMAGE_MAX_BYTES) return contractText(ImageMessage.tooLarge);
  return null;
}

interface ImageDropProps {
  /** Names the controls: "Choose a file for {label}". */
  label: string;
  /** Sends the file and answers its address; a refusal's words are shown. */
  upload: (file: File) => Promise<string>;
  onUploaded: (url: string) => void;
}

/** Taking a picture from a drop, the file picker or the phone's camera, and uploading it. */
export function ImageDrop({ label, upload, onUploaded }: ImageDropProps) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const t = useT();

  const take = async (file: File | null) => {
    if (!file) return;
    const refused = imageFileError(file);
    setFailure(refused);
    if (refused) return;
    setPending(true);
    try {
      onUploaded(await upload(file));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t("imageDrop.failed"));
    } finally {
      setPending(false);
    }
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void take(event.dataTransfer.files[0] ?? null);
  };

  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      style={{ borderStyle: "dashed", borderColor: over ? "var(--mantine-primary-color-filled)" : undefined }}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Group gap="xs">
        <FileButton
          onChange={take}
          accept={IMAGE_TYPES.join(",")}
          inputProps={{ "aria-label": t("imageDrop.file", { label }) }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconUpload size={16} />}
              disabled={pending}
            >
              {t("imageDrop.choose")}
            </Button>
          )}
        </FileButton>
        <FileButton onChange={take} accept="image/*" capture="environment">
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconCamera size={16} />}
              disabled={pending}
            >
              {t("imageDrop.photo")}
            </Button>
          )}
        </FileButton>
        <Text size="xs">{t("imageDrop.hint")}</Text>
      </Group>
      {pending && (
        <Group gap="xs" mt="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t("imageDrop.uploading")}</Text>
        </Group>
      )}
      {failure && (
        <Text size="sm" c="red.8" mt="xs" role="alert">
          {t("imageDrop.notUploaded", { label, reason: failure })}
        </Text>
      )}
    </Paper>
  );
}
