import { Badge, ColorSwatch, Tooltip, VisuallyHidden } from "@mantine/core";
import { type MessageKey, useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { type LiveState, useLiveState } from "./live-state";

const words: Record<LiveState, MessageKey> = {
  connecting: "live.connecting",
  connected: "live.connected",
  reconnecting: "live.reconnecting",
};

const colors: Record<LiveState, string> = { connecting: "gray", connected: "teal", reconnecting: "orange" };

/**
 * "Live" in the header, green while colleagues' changes arrive, amber while the stream reopens; a
 * dot alone on a narrow screen. Read out in words, and again when it changes.
 */
export function LiveIndicator() {
  const t = useT();
  const state = useLiveState();
  const { User } = useSession();
  if (!User?.BranchId) return null;
  const said = t(words[state]);
  return (
    <Tooltip label={said}>
      <span role="status" data-live={state} style={{ display: "inline-flex", flexShrink: 0 }}>
        <VisuallyHidden>{said}</VisuallyHidden>
        <Badge
          color={colors[state]}
          variant="dot"
          size="lg"
          radius="sm"
          visibleFrom="md"
          aria-hidden
          style={{ textTransform: "none" }}
        >
          {t("live.label")}
        </Badge>
        <ColorSwatch
          color={`var(--mantine-color-${colors[state]}-6)`}
          size={10}
          withShadow={false}
          hiddenFrom="md"
          aria-hidden
        />
      </span>
    </Tooltip>
  );
}
