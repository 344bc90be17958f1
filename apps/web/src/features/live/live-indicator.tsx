import { Badge, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import { type MessageKey, useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { type LiveState, useLiveState } from "./live-state";

const words: Record<LiveState, MessageKey> = {
  connecting: "live.connecting",
  connected: "live.connected",
  reconnecting: "live.reconnecting",
};

const colors: Record<LiveState, string> = { connecting: "gray", connected: "teal", reconnecting: "orange" };

/** "Live" in the header, green while colleagues' changes arrive, amber while the stream reopens. */
export function LiveIndicator() {
  const t = useT();
  const state = useLiveState();
  const { User } = useSession();
  if (!User?.BranchId) return null;
  const said = t(words[state]);
  return (
    <Tooltip label={said}>
      <Badge
        color={colors[state]}
        variant="dot"
        size="lg"
        radius="sm"
        role="status"
        data-live={state}
        style={{ textTransform: "none", flexShrink: 0 }}
      >
        <VisuallyHidden>{said}</VisuallyHidden>
        <Text span inherit visibleFrom="md" aria-hidden>
          {t("live.label")}
        </Text>
      </Badge>
    </Tooltip>
  );
}
