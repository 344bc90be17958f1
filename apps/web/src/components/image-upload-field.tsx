import { Group, Stack, type TextInputProps } from "@mantine/core";
import type { ChangeEvent } from "react";
import { useT } from "../lib/i18n";
import { ImageDrop } from "./image-drop";
import { ImagePreview } from "./image-preview";
import { LimitedTextInput } from "./limited-input";

/** The contract's longest image address. */
const URL_MAX = 2000;

/** The address's text box as a form gives it (`form.getInputProps`): its value, change and error. */
type UrlInputProps = Omit<TextInputProps, "value" | "onChange"> & {
  value?: string;
  onChange: (next: string | ChangeEvent<HTMLInputElement>) => void;
};

interface ImageUploadFieldProps {
  label: string;
  input: UrlInputProps;
  /** Sends a picked file; absent, the field takes an address only (the user may not upload). */
  upload?: (file: File) => Promise<string>;
  /** What to show for the address when it is not a plain link (a private scan fetched with the session). */
  preview?: { src: string | null; loading: boolean; failure: string | null };
}

/** One image: uploaded where the field is, or its address typed for those who have a link. */
export function ImageUploadField({ label, input, upload, preview }: ImageUploadFieldProps) {
  const t = useT();
  const shown = preview ?? { src: input.value?.trim() || null, loading: false, failure: null };
  return (
    <Stack gap="xs">
      <Group align="flex-start" wrap="wrap" gap="md">
        <LimitedTextInput
          label={t("imageField.url", { label })}
          type="url"
          limit={URL_MAX}
          {...input}
          style={{ flex: "1 1 16rem" }}
        />
        <ImagePreview
          src={shown.src}
          loading={shown.loading}
          failure={shown.failure}
          alt={t("imageField.preview", { label })}
          w={160}
          h={100}
        />
      </Group>
      {upload && <ImageDrop label={label} upload={upload} onUploaded={input.onChange} />}
    </Stack>
  );
}
