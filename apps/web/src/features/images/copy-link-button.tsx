import type { Image } from "@concierge/contract";
import { ActionIcon, Tooltip } from "@mantine/core";
import { useTimeout } from "@mantine/hooks";
import { IconCheck, IconLink } from "@tabler/icons-react";
import { useState } from "react";
import { useT } from "../../lib/i18n";
import { notifyFailure } from "../../lib/notify";

/** SPEC section 9: the copy-link notice shows for 1 second. */
const NOTICE_MS = 1000;

/** Puts the image's address on the clipboard, for a suite's views or a domain's logo. */
export function CopyLinkButton({ image }: { image: Image }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const notice = useTimeout(() => setCopied(false), NOTICE_MS);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(image.link);
    } catch {
      notifyFailure(t("images.copyFailed"));
      return;
    }
    // A second copy within the second shows the notice for a full second again.
    notice.clear();
    setCopied(true);
    notice.start();
  };

  return (
    <Tooltip label={t("contract.ImageMessage.copied")} opened={copied} withArrow>
      <ActionIcon
        variant="subtle"
        aria-label={t("images.copyLink", { name: image.imageName })}
        onClick={copy}
      >
        {copied ? <IconCheck size={18} /> : <IconLink size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
