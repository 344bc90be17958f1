import { isImageUrl, SuiteMessage } from "@concierge/contract";
import { Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { ImageDrop } from "../../components/image-drop";
import { TagInput } from "../../components/tag-input";
import { useT } from "../../lib/i18n";
import { contractText } from "../../lib/i18n/contract-text";
import { useImageLinkUpload } from "../images";
import { ViewThumbnails } from "./view-thumbnails";

/** The contract's longest view address. */
const VIEW_URL_MAX = 2000;

interface ViewInputProps {
  value: readonly string[];
  onChange: (views: string[]) => void;
  error: ReactNode;
}

/** Pictures of the suite, added one image address at a time, each previewed. */
export function ViewInput({ value, onChange, error }: ViewInputProps) {
  const upload = useImageLinkUpload();
  const t = useT();
  return (
    <Stack gap="xs">
      <TagInput
        label={t("suites.view")}
        placeholder="https://example.com/suite.jpg"
        limit={VIEW_URL_MAX}
        value={value}
        onChange={onChange}
        error={error}
        check={(url) => (isImageUrl(url) ? null : contractText(SuiteMessage.viewUrl))}
        renderTags={(views, remove) => <ViewThumbnails views={views} onRemove={remove} />}
      />
      {upload && (
        <ImageDrop
          label={t("suites.view")}
          upload={upload}
          onUploaded={(url) => onChange(value.includes(url) ? [...value] : [...value, url])}
        />
      )}
    </Stack>
  );
}
