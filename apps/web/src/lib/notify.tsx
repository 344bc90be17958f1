import { Button, Group, Stack, Text } from "@mantine/core";
import { notifications, useNotifications } from "@mantine/notifications";
import { IconCheck, IconX } from "@tabler/icons-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useT } from "./i18n";
import { useNarrow } from "./use-narrow";

// The notices' display (its transitions) loads with the first notice, or ahead once signed in
// (preloadNotices): the sign-in screen does not carry it.
const loadNotices = () => import("./notice-display");
const NoticeDisplay = lazy(() => loadNotices().then((module) => ({ default: module.NoticeDisplay })));
export const preloadNotices = () => void loadNotices().catch(() => undefined);

/**
 * Where the notices show: at the bottom, clear of the header (its Logout, its menus) and of the
 * page's title and main button; on a phone, across its width.
 */
export function NoticeArea() {
  const narrow = useNarrow();
  const [wanted, setWanted] = useState(false);
  const noticed = useNotifications().notifications.length > 0;
  if (noticed && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NoticeDisplay narrow={narrow} />
    </Suspense>
  );
}

/** One style: a sentence, the server's words (lower case in SPEC) included, starts with a capital. */
const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/**
 * The one way the console reports the outcome of an action: what was done and to what, naming it by
 * its kind and name ("User jdoe deleted", "Ada Obi checked out of A5"); teal with a tick.
 */
export function notifySuccess(message: string) {
  notifications.show({ color: "teal", icon: <IconCheck size={18} />, message: sentence(message) });
}

/** What could not be done and why, in words; red with a cross, and left longer to read. */
export function notifyFailure(message: string) {
  notifications.show({
    color: "red",
    icon: <IconX size={18} />,
    message: sentence(message),
    autoClose: 8000,
  });
}

/**
 * A success notice with Undo until `deadline` (see `held-calls`). Its holder closes it: Mantine's own
 * timer pauses while the pointer rests on it, the call's must not.
 */
export function notifyUndoable(id: string, message: string, deadline: number, onUndo: () => void) {
  notifications.show({
    id,
    color: "teal",
    icon: <IconCheck size={18} />,
    autoClose: false,
    message: <UndoableMessage message={sentence(message)} deadline={deadline} onUndo={onUndo} />,
  });
}

export const closeNotice = (id: string) => notifications.hide(id);

function UndoableMessage({
  message,
  deadline,
  onUndo,
}: {
  message: string;
  deadline: number;
  onUndo: () => void;
}) {
  const secondsLeft = useSecondsLeft(deadline);
  const t = useT();
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={2}>
        <Text size="sm">{message}</Text>
        <Text size="xs" c="dimmed">
          {t("action.undoWithin", { seconds: secondsLeft })}
        </Text>
      </Stack>
      <Button size="compact-sm" variant="light" onClick={onUndo}>
        {t("action.undo")}
      </Button>
    </Group>
  );
}

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

function useSecondsLeft(deadline: number) {
  const [seconds, setSeconds] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    const ticking = window.setInterval(() => setSeconds(secondsUntil(deadline)), 250);
    return () => window.clearInterval(ticking);
  }, [deadline]);
  return seconds;
}
